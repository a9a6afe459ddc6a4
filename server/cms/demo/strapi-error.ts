/** An error answered with Strapi 4's error body (strapi-samples `error-*.json`). */
export class StrapiError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }

  body() {
    const { status, errorName: name, message, details } = this;
    return { data: null, error: { status, name, message, details } };
  }
}
