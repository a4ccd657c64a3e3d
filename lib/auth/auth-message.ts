import * as z from 'zod/mini';

/** What one tab tells the others about the shared sign-in. */
export const authMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('logout') }),
  z.object({ type: z.literal('refreshed') }),
]);
export type AuthMessage = z.infer<typeof authMessageSchema>;
