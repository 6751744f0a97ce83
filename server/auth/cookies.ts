// The cookies of a browser session (names fixed by the real server and the console).

/**
 * `<token_type>,<access_token>`; Path=/, HttpOnly (the real server's is readable by script): REST
 * requests may present it instead of a bearer header, with the anti-forgery header.
 */
export const SESSION_COOKIE = 'MFSSO_Admin_Spiffy_Session';
/** The refresh token; HttpOnly, Path=/IDMProv (RefreshTokenServlet, extendSession). */
export const REFRESH_COOKIE = 'MFSSO_Admin_Spiffy_Refresh';
/** Random anti-forgery value; Path=/, readable by script: copied into the header of the same name. */
export const ANTI_FORGERY_COOKIE = 'netiq_idm_rbpm_acsrf';
export const ANTI_FORGERY_HEADER = 'netiq_idm_rbpm_acsrf';
/** The authorization server's own sign-in session (single sign-on, logout); HttpOnly, Path=/osp. */
export const SSO_COOKIE = 'osp_sso_session';

export const REFRESH_COOKIE_PATH = '/IDMProv';
export const SSO_COOKIE_PATH = '/osp';
