/** Input the store refuses, with the fields at fault; the route handlers answer it as a 4xx. */
export class InvalidSubmission extends Error {
  readonly fieldErrors: Record<string, string[]>;
  /** 413 for a file over the size limit, else 422. */
  readonly status: 413 | 422;

  constructor(fieldErrors: Record<string, string[]>, status: 413 | 422 = 422) {
    super(`Invalid submission: ${Object.keys(fieldErrors).join(", ")}`);
    this.name = "InvalidSubmission";
    this.fieldErrors = fieldErrors;
    this.status = status;
  }
}
