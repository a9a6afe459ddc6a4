/** An error answered with Strapi 4's error body (strapi-samples `error-*.json`). */
export class StrapiError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    message: string,
    /** Strapi 4 leaves `details` out of 500 bodies only. */
    readonly details: Record<string, unknown> | null = {},
  ) {
    super(message);
  }

  body(): { data: null; error: Record<string, unknown> } {
    const { status, errorName: name, message, details } = this;
    return { data: null, error: { status, name, message, ...(details && { details }) } };
  }
}

export function notFound(): StrapiError {
  return new StrapiError(404, 'NotFoundError', 'Not Found');
}

export function forbidden(): StrapiError {
  return new StrapiError(403, 'ForbiddenError', 'Forbidden');
}

export function methodNotAllowed(): StrapiError {
  return new StrapiError(405, 'MethodNotAllowedError', 'Method Not Allowed');
}

export function invalidParameter(name: string): StrapiError {
  return new StrapiError(400, 'ValidationError', `Invalid parameter ${name}`);
}

export function internalServerError(): StrapiError {
  return new StrapiError(500, 'InternalServerError', 'Internal Server Error', null);
}
