/**
 * Whether an address (a path, or a URL with its query) is the API's, `/api` or below: its
 * answers and refusals are JSON or text in the asked language, never a page.
 */
export const isApiPath = (url: string) => /^\/api(?:[/?]|$)/.test(url);
