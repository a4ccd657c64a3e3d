import { z } from 'zod';

/** Identity values of SPEC §3; numeric 1 also means buyer. */
export const identityValues = [
  'Saler',
  'Financier',
  'Purchaser',
  'Buyer',
  'Investor',
  '3Th',
  'AgentOrg',
  'Company',
  'Stock',
  'Supplier',
] as const;

export const identitySchema = z.object({
  IdentityId: z.union([z.string(), z.number()]),
  IdentityName: z.string(),
  Identity: z.union([z.enum(identityValues), z.literal(1)]).optional(),
  AuthBusinessIdentities: z.array(z.unknown()).default([]),
  BusinessTypeId: z.string().optional(),
  Name: z.string().optional(),
  IsAuthed: z.boolean().default(true),
  State: z.number().optional(),
  TradingOrgTransactionIdentityId: z.string().optional(),
});
export type Identity = z.infer<typeof identitySchema>;

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
  clientId: z.string().optional(),
  /**
   * The tenant whose client owns the grant: the end session must name the
   * post_logout_redirect_uri registered for that client, whichever tenant signs out.
   */
  virtualDirectory: z.string().optional(),
});
export type AuthTokens = z.infer<typeof authSchema>;

export const userSchema = z.object({
  UserId: z.string().optional(),
  UserName: z.string().optional(),
  nickName: z.string().optional(),
  avatarUrl: z.string().optional(),
  departName: z.string().optional(),
  departId: z.string().optional(),
  TradingOrgId: z.string().optional(),
  UserMobile: z.string().optional(),
  MemberId: z.string().optional(),
  ObsoleteUser: z.record(z.string(), z.unknown()).optional(),
  AuthedIdentities: z.array(identitySchema).default([]),
  IsSaler: z.boolean().optional(),
  IsShowMark: z.boolean().optional(),
  MarkIds: z.array(z.string()).optional(),
  CurrentMemberInfo: z.object({ MemberId: z.string(), IsAuthed: z.boolean() }).optional(),
  DataFrom: z.number().optional(),
  MemberType: z.number().optional(),
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
  /** Epoch milliseconds after which the attempt is forgotten. */
  expiresAt: z.number(),
});
export type SignInAttempt = z.infer<typeof signInAttemptSchema>;

/** The persisted client state of SPEC §3, kept under one local-storage key. */
export const sessionSchema = z.object({
  auth: authSchema.nullable().default(null),
  user: userSchema.nullable().default(null),
  identity: identitySchema.nullable().default(null),
  account_subject: z.unknown().optional(),
  timeplan: z.unknown().optional(),
  paramsList: z.unknown().optional(),
  /** Sign-ins under way, keyed by their OAuth state. */
  oauth2_attempts: z.record(z.string(), signInAttemptSchema).default({}),
  applyData: z.unknown().optional(),
  invoiceTable: z.unknown().optional(),
  showYjy: z.boolean().optional(),
});
export type SessionState = z.infer<typeof sessionSchema>;

export const emptySession: SessionState = sessionSchema.parse({});
