/** Examples of the main answers in the OpenAPI document, taken from the demo data. */
export const componentExamples: Record<string, unknown[]> = {};
