import { userCentrePages } from '@/lib/contract/user-centre-pages';

/**
 * URL helpers. Every link inside a tenant is built here from the virtual directory, so no
 * component hand-builds a tenant URL.
 */

/** Joins the tenant prefix and a path inside the tenant (`buyerweb/list/?x=1`). */
export function sitePath(virtualDirectory: string, inner = ''): string {
  const trimmed = inner.replace(/^\/+/, '');
  return `/${virtualDirectory}/${trimmed}`;
}

/** Splits `/client/buyerweb/list/` into the tenant and the path inside it (`buyerweb/list/`). */
export function innerPath(pathname: string, virtualDirectory: string): string {
  const prefix = `/${virtualDirectory}/`;
  if (pathname === `/${virtualDirectory}`) return '';
  return pathname.startsWith(prefix) ? pathname.slice(prefix.length) : pathname.replace(/^\/+/, '');
}

export const paths = {
  root: (vd: string) => sitePath(vd),
  login: (vd: string) => sitePath(vd, 'login/'),
  loginStatus: (vd: string, tokenState: string) => sitePath(vd, `login/${tokenState}/`),
  register: (vd: string) => sitePath(vd, 'Register/'),
  getCode: (vd: string) => sitePath(vd, 'GetCode/'),
  getCode2: (vd: string) => sitePath(vd, 'GetCode2/'),
  changeOrg: (vd: string) => sitePath(vd, 'ChangeOrg/'),
  transit: (vd: string) => sitePath(vd, 'transit/'),
  notFound: (vd: string) => sitePath(vd, 'notfound/'),
  userDetail: (vd: string) => sitePath(vd, userCentrePages.userDetail),
  accountSettings: (vd: string) => sitePath(vd, userCentrePages.accountSettings),
  addBusinessIdentity: (vd: string) => sitePath(vd, userCentrePages.addBusinessIdentity),
  myProjects: (vd: string) => sitePath(vd, userCentrePages.myProjects),
  addProject: (vd: string) => sitePath(vd, `${userCentrePages.addProjects}?isAdd=true&saveBaseInfo=true`),
  editProject: (vd: string, id: string) =>
    sitePath(vd, `${userCentrePages.addProjects}?saveBaseInfo=true&id=${encodeURIComponent(id)}`),
  participation: (vd: string) => sitePath(vd, userCentrePages.participation),
  schedule: (vd: string) => sitePath(vd, userCentrePages.schedule),
  participationDetail: (vd: string, id: string) =>
    sitePath(vd, `${userCentrePages.participationDetail}?id=${encodeURIComponent(id)}`),
  collectList: (vd: string) => sitePath(vd, userCentrePages.collectList),
  setSimulate: (vd: string) => sitePath(vd, userCentrePages.setSimulate),
  withQuery(path: string, query: Record<string, string | number | undefined>): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== '') params.set(key, String(value));
    }
    const search = params.toString();
    if (!search) return path;
    return `${path}${path.includes('?') ? '&' : '?'}${search}`;
  },
};
