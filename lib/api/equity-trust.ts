import { z } from 'zod';
import {
  attachmentSchema,
  pageRequestShape,
  pageSchema,
  platformIdField,
  portalCall,
  timeField,
} from './portal-call';

const listRequest = z.object({
  PlatformId: platformIdField,
  Word: z.string().default(''),
  ...pageRequestShape,
});

/** 信息公告 (InfoNotice): notices published by trusted companies. */
export const infoNoticeItemSchema = z.object({
  NoticeId: z.string().min(1),
  Title: z.string().min(1),
  CompanyId: z.string().min(1),
  CompanyName: z.string().min(1),
  Category: z.string().min(1),
  PublishTime: timeField,
});
export const infoNoticeDetailSchema = infoNoticeItemSchema.extend({
  Html: z.string(),
  Attachments: z.array(attachmentSchema),
});

/** 登记托管 (CheckInTrust): companies whose equity the centre holds in custody. */
export const trustCompanyItemSchema = z.object({
  CompanyId: z.string().min(1),
  CompanyName: z.string().min(1),
  StockCode: z.string().min(1),
  Industry: z.string(),
  RegisteredCapital: z.string(),
  TrustDate: timeField,
});
export const trustCompanyDetailSchema = trustCompanyItemSchema.extend({
  LegalPerson: z.string(),
  Address: z.string(),
  Html: z.string(),
  Notices: z.array(infoNoticeItemSchema),
});

/** 企业风采 (CompanyStyle): company profiles. */
export const companyStyleItemSchema = z.object({
  CompanyId: z.string().min(1),
  CompanyName: z.string().min(1),
  LogoUrl: z.string().nullable(),
  Summary: z.string(),
});
export const companyStyleDetailSchema = companyStyleItemSchema.extend({ Html: z.string() });

const byNoticeId = z.object({ PlatformId: platformIdField, NoticeId: z.string().min(1) });
const byCompanyId = z.object({ PlatformId: platformIdField, CompanyId: z.string().min(1) });

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
