import * as z from 'zod/mini';
import { identitySchema } from '@/lib/contract/identity';

export const authSchema = z.object({
  isLoggedIn: z.boolean(),
  accessToken: z.string(),
  refreshToken: z.string(),
  id_token: z.string(),
  expires_in: z.number(),
  /**
   * The SSO client the grant was issued to. Every tenant on an origin shares this record, and a
   * refresh token can only be redeemed by its own client, so a tab of another tenant refreshes
   * with this id rather than its own.
   */
  clientId: z.optional(z.string()),
  /**
   * The tenant whose client owns the grant: the end session must name the
   * post_logout_redirect_uri registered for that client, whichever tenant signs out.
   */
  virtualDirectory: z.optional(z.string()),
});
export type AuthTokens = z.infer<typeof authSchema>;

const optionalString = z.optional(z.string());

export const userSchema = z.object({
  UserId: optionalString,
  UserName: optionalString,
  nickName: optionalString,
  avatarUrl: optionalString,
  departName: optionalString,
  departId: optionalString,
  TradingOrgId: optionalString,
  UserMobile: optionalString,
  MemberId: optionalString,
  ObsoleteUser: z.optional(z.record(z.string(), z.unknown())),
  AuthedIdentities: z._default(z.array(identitySchema), []),
  IsSaler: z.optional(z.boolean()),
  IsShowMark: z.optional(z.boolean()),
  MarkIds: z.optional(z.array(z.string())),
  CurrentMemberInfo: z.optional(z.object({ MemberId: z.string(), IsAuthed: z.boolean() })),
  DataFrom: z.optional(z.number()),
  MemberType: z.optional(z.number()),
});
export type SessionUser = z.infer<typeof userSchema>;

/**
 * One sign-in under way (SPEC §3 oauth2_code_verifier and oauth2_state): kept under its own state
 * so that two tabs or tenants signing in at once do not overwrite each other's verifier.
 */
export const signInAttemptSchema = z.object({
  verifier: z.string(),
  /** The nonce sent in the authorize request; the id_token must carry it back. */
  nonce: z.string(),
  /**
   * The person a handed-over id_token named, whom the visitor confirmed: the callback's id_token
   * must name them too (an SSO session of someone else answers an authorize whatever it carries).
   */
  subject: z.optional(z.string()),
  /** Epoch milliseconds after which the attempt is forgotten. */
  expiresAt: z.number(),
});
export type SignInAttempt = z.infer<typeof signInAttemptSchema>;

/** The persisted client state of SPEC §3, kept under one local-storage key. */
export const sessionSchema = z.object({
  auth: z._default(z.nullable(authSchema), null),
  user: z._default(z.nullable(userSchema), null),
  identity: z._default(z.nullable(identitySchema), null),
  account_subject: z.optional(z.unknown()),
  timeplan: z.optional(z.unknown()),
  paramsList: z.optional(z.unknown()),
  /** Sign-ins under way, keyed by their OAuth state. */
  oauth2_attempts: z._default(z.record(z.string(), signInAttemptSchema), {}),
  applyData: z.optional(z.unknown()),
  invoiceTable: z.optional(z.unknown()),
  showYjy: z.optional(z.boolean()),
});
export type SessionState = z.infer<typeof sessionSchema>;
