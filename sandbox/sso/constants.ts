/** Every address of the SSO lives under this prefix, as at the ADFS it stands in for. */
export const ssoMount = '/adfs';
/** The audience of access tokens: the business API, whatever origin it is reached on. */
export const apiAudience = 'portal-api';
