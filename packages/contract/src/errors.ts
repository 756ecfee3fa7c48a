import { z } from "zod";

export const fieldErrorSchema = z.object({
  field: z.string().describe("The field's path in the body, dot-separated (`image_data`)"),
  message: z.string().describe("What is wrong with it, the specification's Ukrainian message"),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every error answer of the API (CONTRACT.md, Errors). */
export const errorResponseSchema = z.object({
  message: z
    .string()
    .describe("What went wrong, in Ukrainian, or in English for `Accept-Language: en`"),
  errors: z
    .array(fieldErrorSchema)
    .optional()
    .describe("With a 400 for a body or query that failed validation: each field's problem"),
  requestId: z
    .string()
    .optional()
    .describe("The request's id (also in `X-Request-Id`), which names its lines in the log"),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
