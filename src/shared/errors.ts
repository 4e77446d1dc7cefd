import { z } from 'zod';

/** Every error the API returns has this shape (DESIGN section 4). */
const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});

export const errorResponseSchema = z.object({
  message: z.string(),
  /** Names the message for translation (decision 191): `messages.notCanned`, or `http.<status>`. */
  code: z.string().optional(),
  /** The values a message was built with, by argument position (decision 201): `{"0": "Q12"}`. */
  params: z.record(z.string(), z.string()).optional(),
  errors: z.array(fieldErrorSchema).optional(),
});

/** The error statuses every route may answer with, for a route's `response` schema map. */
export const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  429: errorResponseSchema,
} as const;

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const ERROR_MESSAGES = {
  unauthenticated: 'Authentication required',
  forbidden: 'You do not have permission to do that',
  notFound: 'Not found',
  crossSite: 'Cross-site request refused',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  malformedJson: 'The request body is not valid JSON',
  bodyTooLarge: 'The request body is too large',
  internal: 'Something went wrong on our side. Please try again.',
  invalidCredentials: 'Invalid username or password',
  invalidTeamCode: 'That team code is not right for this team',
} as const;
