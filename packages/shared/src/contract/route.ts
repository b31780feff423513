import type { z } from 'zod';

/** Who may call a route: anyone with the key, a signed-in user, or an admin. */
export type RouteAccess = 'public' | 'user' | 'admin';

/**
 * A multipart body: its text fields (structured ones as JSON text) as the service parses them,
 * and the picture files it takes.
 */
export type MultipartForm = {
  fields: z.ZodType;
  files?: { field: string; min: number; max: number };
};

/**
 * One route of the API, both ways: what it takes and what it answers. The server registers it
 * (apps/server/src/http/contract.ts), the OpenAPI document is generated from it, and the web
 * client takes the path, the input and the answer type from it.
 */
export type RouteContract = {
  method: 'GET' | 'POST' | 'DELETE';
  /** Fastify's form (`:id` for a parameter), under /api, exactly as the spec spells it */
  path: string;
  /** other spellings the spec's clients use for the same call */
  aliases?: readonly string[];
  summary: string;
  description?: string;
  tag: string;
  access: RouteAccess;
  params?: z.ZodType;
  querystring?: z.ZodType;
  /** a JSON body (validated before the handler runs) */
  body?: z.ZodType;
  /** a multipart body, read and checked by the service (the spec's messages come first) */
  multipart?: MultipartForm;
  /** the success answer, envelope included */
  answer: z.ZodType;
  /** the answer's content type when it is not JSON (POST /rentingProperty/rent: plain text) */
  answerType?: 'text/plain';
};

/** Declares a route; `const` keeps its path and method as literal types for the client. */
export const defineRoute = <const C extends RouteContract>(route: C): C => route;

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type Defined<T> = { [K in keyof T as [T[K]] extends [never] ? never : K]: T[K] };

/** What a client passes to call a route: its path parameters, query and body. */
export type CallInput<C extends RouteContract> = Defined<{
  params: InputOf<C['params']>;
  query: InputOf<C['querystring']>;
  body: C['multipart'] extends MultipartForm ? FormData | InputOf<C['body']> : InputOf<C['body']>;
}>;

/** The success answer of a route, as the client receives it. */
export type AnswerOf<C extends RouteContract> = z.output<C['answer']>;
/** The `data` of a route's success answer. */
export type DataOf<C extends RouteContract> =
  AnswerOf<C> extends { data: infer D } ? D : AnswerOf<C>;

/** The concrete path of a call: `:name` parameters filled in and encoded. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? '')),
  );
}
