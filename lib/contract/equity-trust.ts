import * as z from 'zod/mini';
import { id, list, optionalText, text, time } from './fields';
import {
  attachmentSchema,
  defineCall,
  pageRequestShape,
  pageSchema,
  platformIdField,
  requestId,
} from './call';

const listRequest = z.object({
  PlatformId: platformIdField,
  Word: z._default(z.string(), ''),
  ...pageRequestShape,
});

/** 信息公告 (InfoNotice): notices published by trusted companies. */
export const infoNoticeItemSchema = z.object({
  NoticeId: id,
  Title: text,
  CompanyId: id,
  CompanyName: text,
  Category: text,
  PublishTime: time,
});
export const infoNoticeDetailSchema = z.extend(infoNoticeItemSchema, {
  Html: text,
  Attachments: list(attachmentSchema),
});

/** 登记托管 (CheckInTrust): companies whose equity the centre holds in custody. */
export const trustCompanyItemSchema = z.object({
  CompanyId: id,
  CompanyName: text,
  StockCode: text,
  Industry: text,
  RegisteredCapital: text,
  TrustDate: time,
});
export const trustCompanyDetailSchema = z.extend(trustCompanyItemSchema, {
  LegalPerson: text,
  Address: text,
  Html: text,
  Notices: list(infoNoticeItemSchema),
});

/** 企业风采 (CompanyStyle): company profiles. */
export const companyStyleItemSchema = z.object({
  CompanyId: id,
  CompanyName: text,
  LogoUrl: optionalText,
  Summary: text,
});
export const companyStyleDetailSchema = z.extend(companyStyleItemSchema, { Html: text });

const byNoticeId = z.object({ PlatformId: platformIdField, NoticeId: requestId });
const byCompanyId = z.object({ PlatformId: platformIdField, CompanyId: requestId });

export const queryInfoNotices = defineCall(
  '/api/EquityTrustApi/QueryInfoNoticeList',
  listRequest,
  pageSchema(infoNoticeItemSchema),
  { auth: 'none' },
);
export const getInfoNoticeDetail = defineCall(
  '/api/EquityTrustApi/GetInfoNoticeDetail',
  byNoticeId,
  infoNoticeDetailSchema,
  { auth: 'none' },
);
/** CompanyAnncDetail: one company's announcement, the same record seen from the company page. */
export const getCompanyAnncDetail = defineCall(
  '/api/EquityTrustApi/GetCompanyAnncDetail',
  byNoticeId,
  infoNoticeDetailSchema,
  { auth: 'none' },
);
export const queryCheckInTrust = defineCall(
  '/api/EquityTrustApi/QueryCheckInTrustList',
  listRequest,
  pageSchema(trustCompanyItemSchema),
  { auth: 'none' },
);
export const getTrustCompanyDetail = defineCall(
  '/api/EquityTrustApi/GetTrustCompanyDetail',
  byCompanyId,
  trustCompanyDetailSchema,
  { auth: 'none' },
);
export const queryCompanyStyles = defineCall(
  '/api/EquityTrustApi/QueryCompanyStyleList',
  listRequest,
  pageSchema(companyStyleItemSchema),
  { auth: 'none' },
);
export const getCompanyStyleDetail = defineCall(
  '/api/EquityTrustApi/GetCompanyStyleDetail',
  byCompanyId,
  companyStyleDetailSchema,
  { auth: 'none' },
);
