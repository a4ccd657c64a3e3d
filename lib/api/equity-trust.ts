import * as z from 'zod/mini';
import { id, list, optionalText, text, time } from './fields';
import {
  attachmentSchema,
  pageRequestShape,
  pageSchema,
  platformIdField,
  portalCall,
  requestId,
} from './portal-call';

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

export const queryInfoNotices = portalCall(
  '/api/EquityTrustApi/QueryInfoNoticeList',
  listRequest,
  pageSchema(infoNoticeItemSchema),
);
export const getInfoNoticeDetail = portalCall(
  '/api/EquityTrustApi/GetInfoNoticeDetail',
  byNoticeId,
  infoNoticeDetailSchema,
);
/** CompanyAnncDetail: one company's announcement, the same record seen from the company page. */
export const getCompanyAnncDetail = portalCall(
  '/api/EquityTrustApi/GetCompanyAnncDetail',
  byNoticeId,
  infoNoticeDetailSchema,
);
export const queryCheckInTrust = portalCall(
  '/api/EquityTrustApi/QueryCheckInTrustList',
  listRequest,
  pageSchema(trustCompanyItemSchema),
);
export const getTrustCompanyDetail = portalCall(
  '/api/EquityTrustApi/GetTrustCompanyDetail',
  byCompanyId,
  trustCompanyDetailSchema,
);
export const queryCompanyStyles = portalCall(
  '/api/EquityTrustApi/QueryCompanyStyleList',
  listRequest,
  pageSchema(companyStyleItemSchema),
);
export const getCompanyStyleDetail = portalCall(
  '/api/EquityTrustApi/GetCompanyStyleDetail',
  byCompanyId,
  companyStyleDetailSchema,
);
