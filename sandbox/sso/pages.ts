/** The provider's own pages: plain Chinese HTML, no script needed (except the logout auto-submit). */

import { escapeHtml, layout } from '../http/html-page';

function errorLine(error: string | null) {
  return error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
}

export function loginPage(input: {
  action: string;
  account: string;
  error: string | null;
  registerHref: string;
  /** Just registered: the form says so and holds the new account name. */
  registered?: boolean;
}) {
  const notice =
    input.registered && !input.error ? '<p class="notice" role="status">注册成功，请登录</p>' : '';
  return layout(
    '统一身份认证 - 登录',
    `<h1>统一身份认证登录</h1>${errorLine(input.error)}${notice}
<form method="post" action="${escapeHtml(input.action)}">
<label for="account">账号</label><input id="account" name="account" value="${escapeHtml(input.account)}" autocomplete="username" autofocus>
<label for="password">密码</label><input id="password" name="password" type="password" autocomplete="current-password">
<button type="submit">登 录</button></form>
<p class="links">还没有账号？<a href="${escapeHtml(input.registerHref)}">免费注册</a></p>`,
  );
}

/**
 * A sign-in handed over by another platform (SPEC §4), asked on the provider's own page: a link
 * anyone can craft must not sign the browser that follows it into the account it names. The
 * account is named by what its owner could not choose (`account`: the login name and mobile,
 * masked), and so is the account whose session this browser holds, when it holds one (`current`).
 * The hidden `csrf` value ties the answer to this page.
 */
export function handOverPage(input: {
  action: string;
  csrf: string;
  account: string;
  current: string | null;
  formHref: string;
}) {
  const current = input.current
    ? `<p>本浏览器当前登录的是「${escapeHtml(input.current)}」，继续将改为登录上面的账号。</p>\n`
    : '';
  return layout(
    '统一身份认证 - 确认登录',
    `<h1>确认登录身份</h1>
<p>继续以「${escapeHtml(input.account)}」登录？</p>
${current}<p>这次登录由其他平台转来。如果这不是您本人的账号，请不要继续，改用您自己的账号登录。</p>
<form method="post" action="${escapeHtml(input.action)}">
<input type="hidden" name="handOver" value="confirm">
<input type="hidden" name="csrf" value="${escapeHtml(input.csrf)}">
<button type="submit">继续登录</button></form>
<p class="links"><a href="${escapeHtml(input.formHref)}">使用其他账号登录</a></p>`,
  );
}

export type RegisterValues = { account: string; userName: string; mobile: string };

export function registerPage(input: { action: string; values: RegisterValues; error: string | null }) {
  const { values } = input;
  return layout(
    '统一身份认证 - 注册',
    `<h1>注册账号</h1>${errorLine(input.error)}
<form method="post" action="${escapeHtml(input.action)}" autocomplete="off">
<label for="account">账号（4 至 32 位字母、数字或下划线）</label><input id="account" name="account" value="${escapeHtml(values.account)}" autofocus>
<label for="userName">姓名</label><input id="userName" name="userName" value="${escapeHtml(values.userName)}">
<label for="mobile">手机号</label><input id="mobile" name="mobile" value="${escapeHtml(values.mobile)}">
<label for="password">密码（至少 8 位）</label><input id="password" name="password" type="password" autocomplete="new-password">
<label for="confirm">确认密码</label><input id="confirm" name="confirm" type="password" autocomplete="new-password">
<button type="submit">注 册</button></form>`,
  );
}

export function messagePage(title: string, text: string, link?: { href: string; label: string }) {
  const anchor = link
    ? `<p class="links"><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`
    : '';
  return layout(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${anchor}`);
}

/**
 * End session: the provider's form carries the anti-CSRF token. The portal's own 退出登录 is the
 * user's confirmation, so the page submits itself; without script the user confirms here.
 */
export function logoutPage(form: string) {
  return layout(
    '退出登录',
    `<h1>退出登录</h1><p>正在退出统一身份认证……</p>${form}
<noscript><button type="submit" form="op.logoutForm" name="logout" value="yes">确认退出</button></noscript>
<script>(function(){var f=document.getElementById('op.logoutForm');var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();})();</script>`,
  );
}
