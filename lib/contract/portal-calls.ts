import { getAnncDetail, applyBid } from './announcement-detail';
import { queryAnncList } from './announcements';
import { getMyApply, submitApply } from './applications';
import { getArticleDetail, queryArticleList } from './articles';
import { getContentPage } from './content-pages';
import {
  getCompanyAnncDetail,
  getCompanyStyleDetail,
  getInfoNoticeDetail,
  getTrustCompanyDetail,
  queryCheckInTrust,
  queryCompanyStyles,
  queryInfoNotices,
} from './equity-trust';
import { addFavourite, queryFavourites, removeFavourite } from './favourites';
import { postGuestMessage, queryGuestMessages } from './guest-book';
import { getNewsDetail, queryNewsList } from './news';

/** Every portal data call, by name: what the sandbox routes and docs/api.md list. */
export const portalCalls = {
  queryAnncList,
  getAnncDetail,
  applyBid,
  getMyApply,
  submitApply,
  queryArticleList,
  getArticleDetail,
  queryNewsList,
  getNewsDetail,
  getContentPage,
  queryGuestMessages,
  postGuestMessage,
  addFavourite,
  removeFavourite,
  queryFavourites,
  queryInfoNotices,
  getInfoNoticeDetail,
  getCompanyAnncDetail,
  queryCheckInTrust,
  getTrustCompanyDetail,
  queryCompanyStyles,
  getCompanyStyleDetail,
} as const;
