import { escapeHtml, page } from './html.ts';
import { loginLanguage } from './login-texts.ts';

/** The authorization request carried through the login form in hidden fields. */
export interface AuthorizationRequest {
  client_id: string;
  redirect_uri: string;
  response_type: string;
  state: string;
  scope: string;
  /** PKCE (RFC 7636): the S256 challenge of the client's code verifier. */
  code_challenge: string;
  code_challenge_method: string;
}

/**
 * The sign-in form of the authorization server: labelled fields, usable by keyboard alone (the
 * user name has focus, Enter submits), every value escaped, in the browser's language
 * (`acceptLanguage`, the request's Accept-Language header).
 */
export function loginPage(request: AuthorizationRequest, options: { username?: string; error?: string; acceptLanguage?: string } = {}): string {
  const language = loginLanguage(options.acceptLanguage);
  const { texts } = language;
  const hidden = (Object.keys(request) as Array<keyof AuthorizationRequest>)
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(request[name])}">`)
    .join('\n');
  const error = options.error
    ? `<p class="error" role="alert" id="login-error">${escapeHtml(options.error)}</p>`
    : '';
  const describedBy = options.error ? ' aria-describedby="login-error" aria-invalid="true"' : '';
  return page(
    texts.title,
    `<h1>${escapeHtml(texts.heading)}</h1>
${error}
<form method="post" action="/osp/a/idm/auth/oauth2/auth">
${hidden}
<label for="username">${escapeHtml(texts.username)}</label>
<input type="text" id="username" name="username" autocomplete="username" required autofocus value="${escapeHtml(options.username ?? '')}"${describedBy}>
<label for="password">${escapeHtml(texts.password)}</label>
<input type="password" id="password" name="password" autocomplete="current-password" required${describedBy}>
<button type="submit">${escapeHtml(texts.submit)}</button>
</form>`,
    language,
  );
}
