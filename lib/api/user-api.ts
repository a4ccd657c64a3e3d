import { apiCall, type ApiSite, type CallOptions } from './client';
import { getUserBasicInfoPath, getUserInfoPath, userBasicInfoSchema, userInfoSchema } from './user';

/** POST /baseapi/api/UserApi/GetUserBasicInfo. */
export function getUserBasicInfo(site: ApiSite, options: CallOptions = {}) {
  return apiCall(site, { base: 'API', path: getUserBasicInfoPath, data: userBasicInfoSchema }, options);
}

/** POST /baseapi/api/UserApi/GetUserInfo?webBusinessType=: called before bidding, answer unused. */
export function getUserInfo(site: ApiSite & { WebBusinessType: string }, options: CallOptions = {}) {
  return apiCall(
    site,
    { base: 'API', path: getUserInfoPath, data: userInfoSchema },
    { ...options, query: { webBusinessType: site.WebBusinessType } },
  );
}
