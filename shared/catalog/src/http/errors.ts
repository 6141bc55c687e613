/** TMDB-style error bodies. Handlers throw ApiError; the app's error handler turns it into JSON. */

export interface TmdbErrorBody {
  success: false;
  status_code: number;
  status_message: string;
  errors?: string[];
}

export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 422,
    readonly body: TmdbErrorBody,
  ) {
    super(body.status_message);
  }
}

export const INVALID_API_KEY: TmdbErrorBody = {
  success: false,
  status_code: 7,
  status_message: 'Invalid API key: You must be granted a valid key.',
};

export const NOT_FOUND: TmdbErrorBody = {
  success: false,
  status_code: 34,
  status_message: 'The resource you requested could not be found.',
};

export const INVALID_PAGE: TmdbErrorBody = {
  success: false,
  status_code: 22,
  status_message: 'Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.',
};

export const notFound = (): ApiError => new ApiError(404, NOT_FOUND);

/** A parameter the service cannot read (bad number, date or sort): 422 with the reason, as TMDB does. */
export const invalidParam = (reason: string): ApiError =>
  new ApiError(422, {
    success: false,
    status_code: 5,
    status_message: 'Invalid parameters: Your request parameters are incorrect.',
    errors: [reason],
  });
