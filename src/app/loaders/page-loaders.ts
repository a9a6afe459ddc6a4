/** Every page loader, in one chunk: the browser needs it from its first client navigation on, never to hydrate. */
export * as products from './products';
export * as content from './content';
export * as juristic from './juristic';
export * as misc from './misc';
export * as branches from './branches';
export * as forms from './forms';
