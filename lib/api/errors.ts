/** Why a call to the API host (or the built-in store) did not give the data asked for. */
export type ApiErrorKind =
  /** The host answered that the thing does not exist (404, empty body or null). */
  | "not-found"
  /** The host refused the input (4xx); `fieldErrors` names the fields when the host said which. */
  | "rejected"
  /** Network error, timeout, 5xx or a body that could not be read. */
  | "failed";

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly fieldErrors?: Record<string, string[]>;

  constructor(kind: ApiErrorKind, message: string, options?: { status?: number; fieldErrors?: Record<string, string[]>; cause?: unknown }) {
    super(message, { cause: options?.cause });
    this.name = "ApiError";
    this.kind = kind;
    this.status = options?.status;
    this.fieldErrors = options?.fieldErrors;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
