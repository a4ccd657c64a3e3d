/**
 * Field errors are message keys under `uiForm.errors` of messages/zh-CN.json, so the schemas
 * stay free of display text and every Chinese error lives in the catalogue.
 */
export const errorKeys = [
  'required',
  'mobile',
  'email',
  'code',
  'idCard',
  'realName',
  'passwordRule',
  'passwordMismatch',
  'passwordSame',
  'userName',
  'amount',
  'amountPositive',
  'accountNo',
  'contactPhone',
  'tooLong',
  'creditCode',
  'dateRange',
] as const;
export type ErrorKey = (typeof errorKeys)[number];

export function isErrorKey(key: string): key is ErrorKey {
  return (errorKeys as readonly string[]).includes(key);
}
