/** ErrorCodes of SPEC §8 that the client treats specially. */
export const ErrorCode = {
  success: 0,
  message: 1,
  wrongCredentials: -10,
  userDisabled: -11,
  captchaRequired: -12,
  captchaRequiredAgain: -13,
  unauthorized: 401,
} as const;
