/**
 * The reCAPTCHA widget's chunk: a module of the project's own, so the build's common chunk
 * (src/app/chunks/common-chunk.ts) reaches it too and React stays in that chunk rather than a file of its
 * own in every page's first load.
 */
export { default } from 'react-google-recaptcha';
