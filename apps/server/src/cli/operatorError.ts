/** An expected failure (bad input, refused action): told to the operator without a stack trace. */
export class OperatorError extends Error {}
