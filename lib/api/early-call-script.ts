import { SESSION_KEY } from '@/lib/session/store';
import { UNSEEN_CHARACTERS_SOURCE } from '@/lib/input/search-word';

import { EARLY_CALLS_ELEMENT } from './early-call-names';

export { EARLY_CALLS_ELEMENT };

/**
 * The attribute of the empty `<script>` a page renders where the early-call script belongs. The
 * build writes the script's text into it (scripts/lib/early-call-fill.ts): rendered by React, the
 * text would also travel in the page's hydration data, 1.9 KB more on every page that calls early.
 */
export const EARLY_CALL_SCRIPT_SLOT = 'data-early-call-script';

/**
 * The inline script that sends a page's planned calls as soon as the parser reaches it, long
 * before the page's scripts have loaded and hydrated, and leaves each answer's promise in
 * `window.__portalEarlyCalls` for the transport (early-response.ts). Its text is the same on every
 * page, so the page's script policy allows it by hash. A signed-in visitor's calls carry a token
 * that the sign-in runtime may refresh at start: those are left to the page. Any failure here only
 * means the page sends its calls itself. A plan naming an `image` also leaves that picture's
 * address, read from the answer, in `picture` (early-calls.ts, early-picture.ts).
 */
export const earlyCallScript = `(function () {
  try {
    if (localStorage.getItem(${JSON.stringify(SESSION_KEY)})) return;
    var page = JSON.parse(document.getElementById(${JSON.stringify(EARLY_CALLS_ELEMENT)}).textContent);
    var headers = Object.assign({}, page.headers);
    headers.SystemKey = sessionStorage.getItem(page.systemKey) || '';
    var search = new URLSearchParams(location.search);
    var unseen = new RegExp(${JSON.stringify(UNSEEN_CHARACTERS_SOURCE)}, 'g');
    var calls = [];
    page.calls.forEach(function (plan) {
      if ((plan.onlyWithout || []).some(function (name) { return search.has(name); })) return;
      var body = Object.assign({}, plan.body);
      for (var field in plan.query) {
        var rule = plan.query[field];
        var raw = search.get(rule.param);
        var text = (raw || '').trim();
        if (rule.kind === 'id') {
          if (!text) return;
          body[field] = text;
        } else if (rule.kind === 'text') {
          body[field] = (raw || '').replace(unseen, '').trim();
        } else if (rule.kind === 'page') {
          var page = parseInt(raw || '', 10);
          if (page >= 1) body[field] = page;
        } else if (rule.kind === 'oneOf') {
          body[field] = rule.values.indexOf(raw) >= 0 ? raw : null;
        }
      }
      var url = new URL(plan.url, location.origin).toString();
      var json = JSON.stringify(body);
      var call = { href: location.href, url: url, headers: headers, body: json, sentAt: Date.now() };
      call.response = fetch(url, { method: 'POST', headers: headers, body: json, cache: 'no-store' });
      // When the answer came, for the server clock; a failure is the page's to see when it takes
      // the answer, and none is left unhandled.
      call.response.then(function () { call.receivedAt = Date.now(); }, function () {});
      // Only the picture's address here: the page's scripts preload it once they are all in
      // (early-picture.ts), so it never takes the slow link's bandwidth from them.
      if (plan.image) call.picture = call.response.then(function (response) {
        return response.ok ? response.clone().json() : null;
      }).then(function (answer) {
        var value = answer && answer.Data;
        plan.image.forEach(function (step) { value = value == null ? null : value[step]; });
        if (typeof value !== 'string' || !value) return null;
        var picture = new URL(value, location.href);
        return picture.protocol === 'https:' || picture.protocol === 'http:' ? picture.href : null;
      }).catch(function () { return null; });
      calls.push(call);
    });
    window.__portalEarlyCalls = calls;
  } catch (error) {}
})();`;
