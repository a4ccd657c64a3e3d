import * as z from 'zod/mini';
import type { HeldAnswer } from './first-answers';

const heldAnswerSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  headers: z.array(z.tuple([z.string(), z.string()])).check(z.maxLength(40)),
  body: z.string().check(z.maxLength(64 * 1024)),
  answer: z.string(),
  contentType: z.string().check(z.maxLength(200)),
});

const keepAnswersSchema = z.object({
  type: z.literal('KEEP_ANSWERS'),
  answers: z.array(heldAnswerSchema).check(z.maxLength(30)),
});

/**
 * The answers a first page hands its worker (`first-answers.ts`), when the message is one: each is
 * still held to the worker's own rules of what is kept before it is stored.
 */
export function readHeldAnswers(message: unknown): HeldAnswer[] | null {
  const parsed = keepAnswersSchema.safeParse(message);
  return parsed.success ? parsed.data.answers : null;
}
