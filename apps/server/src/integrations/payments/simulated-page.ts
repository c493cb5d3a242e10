import { timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { paymentsKo } from '@parking/shared/messages/ko/payments';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentConfig } from '../../config/index';
import { encryptData } from './adapter';
import { normaliseCardNo, recordSimAuthentication, SIM_CODES, SIM_TEST_CARDS } from './simulated';

const t = paymentsKo.card;
const CALLBACK_PATH = '/api/smartropay/callApproval/';
/** Card submissions one client IP may make per minute on the simulated page. */
const AUTH_PER_MINUTE = 60;

/** The signed order the merchant posted, checked like a real provider would (Mid, EncryptData, return URLs). */
interface SimOrder {
  Mid: string;
  Moid: string;
  Amt: string;
  GoodsName: string;
  EdiDate: string;
  EncryptData: string;
  ReturnUrl: string;
  StopUrl: string;
}

const fieldsSchema = z.record(z.string(), z.unknown());

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const text = (v: unknown, max: number): string | null =>
  typeof v === 'string' && v.length > 0 && v.length <= max ? v : null;

function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The portal's own origins: the one this request reached, and PUBLIC_BASE_URL. */
function allowedOrigins(request: FastifyRequest, config: PaymentConfig): Set<string> {
  const set = new Set<string>();
  for (const o of [
    originOf(`${request.protocol}://${request.host}/`),
    config.publicBaseUrl && originOf(config.publicBaseUrl),
  ])
    if (o) set.add(o.toLowerCase());
  return set;
}

/** The order, or null when anything is missing, unsigned or points elsewhere than this portal. */
function readOrder(
  fields: Record<string, unknown>,
  request: FastifyRequest,
  config: PaymentConfig,
): SimOrder | null {
  const Mid = text(fields.Mid, 20);
  const Moid = text(fields.Moid, 64);
  const Amt = text(fields.Amt, 12);
  const GoodsName = text(fields.GoodsName, 100);
  const EdiDate = text(fields.EdiDate, 14);
  const EncryptData = text(fields.EncryptData, 100);
  const ReturnUrl = text(fields.ReturnUrl, 500);
  const StopUrl = text(fields.StopUrl, 500) ?? '';
  if (!Mid || !Moid || !Amt || !GoodsName || !EdiDate || !EncryptData || !ReturnUrl) return null;
  if (Mid !== config.mid || !/^[1-9]\d*$/.test(Amt) || !/^\d{14}$/.test(EdiDate)) return null;
  if (!/^[A-Za-z0-9_-]+$/.test(Moid)) return null;
  if (!sameSignature(EncryptData, encryptData(EdiDate, Mid, Amt, config.merchantKey))) return null;
  const allowed = allowedOrigins(request, config);
  const returnOrigin = originOf(ReturnUrl);
  if (!returnOrigin || !allowed.has(returnOrigin.toLowerCase())) return null;
  if (!new URL(ReturnUrl).pathname.startsWith(CALLBACK_PATH)) return null;
  if (StopUrl) {
    const stopOrigin = originOf(StopUrl);
    if (!stopOrigin || !allowed.has(stopOrigin.toLowerCase())) return null;
  }
  return { Mid, Moid, Amt, GoodsName, EdiDate, EncryptData, ReturnUrl, StopUrl };
}

function hiddenInputs(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
}

function page(title: string, body: string, withScript = false): string {
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="/pg-sim/sim.css"></head>
<body><main class="sim">
<p class="banner" role="note">${escapeHtml(t.simulatedBanner)}</p>
${body}
</main>${withScript ? '<script src="/pg-sim/auto-submit.js" defer></script>' : ''}</body></html>`;
}

const won = (amt: string) => t.won(Number(amt));

function cardPage(order: SimOrder, merchantName: string, error?: string): string {
  const cards = SIM_TEST_CARDS.map(
    (c) =>
      `<li><code>${c.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> — ${escapeHtml(c.approves ? t.approves : t.declines)}</li>`,
  ).join('');
  const errorId = 'card-error';
  return page(
    t.popupTitle,
    `<h1>${escapeHtml(t.popupTitle)}</h1>
<dl class="order">
<dt>${escapeHtml(t.merchant)}</dt><dd>${escapeHtml(merchantName)}</dd>
<dt>${escapeHtml(t.goods)}</dt><dd>${escapeHtml(order.GoodsName)}</dd>
<dt>${escapeHtml(t.orderNo)}</dt><dd>${escapeHtml(order.Moid)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd class="amount">${escapeHtml(won(order.Amt))}</dd>
</dl>
<form method="post" action="/pg-sim/pay/auth" class="card">
${hiddenInputs({ ...order })}
<label for="card-no">${escapeHtml(t.cardNo)}</label>
<input id="card-no" name="CardNo" inputmode="numeric" autocomplete="off" maxlength="19" required autofocus
 aria-describedby="card-hint${error ? ` ${errorId}` : ''}"${error ? ' aria-invalid="true"' : ''}>
<p id="card-hint" class="hint">${escapeHtml(t.cardNoHint)}</p>
${error ? `<p id="${errorId}" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<div class="buttons"><button type="submit" class="primary">${escapeHtml(t.submit)}</button>
<button type="submit" formaction="/pg-sim/pay/stop" formnovalidate>${escapeHtml(t.cancel)}</button></div>
</form>
<section aria-labelledby="test-cards"><h2 id="test-cards">${escapeHtml(t.testCards)}</h2><ul class="cards">${cards}</ul></section>`,
  );
}

function returnPage(returnUrl: string, fields: Record<string, string>): string {
  return page(
    t.popupTitle,
    `<h1>${escapeHtml(t.popupTitle)}</h1>
<form id="pg-return" method="post" action="${escapeHtml(returnUrl)}">
${hiddenInputs(fields)}
<p role="status">${escapeHtml(t.returning)}</p>
<div class="buttons"><button type="submit" class="primary">${escapeHtml(t.continue)}</button></div>
</form>`,
    true,
  );
}

function errorPage(): string {
  return page(
    t.popupTitle,
    `<h1>${escapeHtml(t.popupTitle)}</h1><p class="error" role="alert">${escapeHtml(t.invalidRequest)}</p>`,
  );
}

/** The portal's own font (Pretendard GOV, shipped with the web app), so the card page reads Korean everywhere. */
const FONT_FILE = 'pretendard-gov/dist/web/static/woff2-subset/PretendardGOV-Regular.subset.woff2';
let fontBytes: Promise<Buffer | null> | null = null;
function loadFont(): Promise<Buffer | null> {
  fontBytes ??= (async () => {
    try {
      return await readFile(createRequire(import.meta.url).resolve(FONT_FILE));
    } catch {
      return null;
    }
  })();
  return fontBytes;
}

const CSS = `*{box-sizing:border-box}
@font-face{font-family:"Pretendard GOV";font-weight:400 700;font-display:swap;src:url("/pg-sim/font.woff2") format("woff2")}
body{margin:0;font-family:"Pretendard GOV",system-ui,sans-serif;font-size:14px;color:#1e2124;background:#f4f5f6}
.sim{max-width:650px;margin:0 auto;padding:12px 16px}
h1{font-size:18px;margin:4px 0 8px}h2{font-size:13px;margin:8px 0 4px}
.banner{margin:0 0 8px;padding:6px 10px;background:#fff4e5;border:1px solid #f2a93b;border-radius:4px;font-size:12px}
.order{display:grid;grid-template-columns:6em 1fr;gap:2px 8px;margin:0 0 8px}
.order dt{color:#58616a}.order dd{margin:0}.amount{font-weight:700;color:#0b50d0}
label{display:block;font-weight:700;margin-bottom:4px}
input{width:100%;padding:8px;font-size:16px;border:1px solid #8a949e;border-radius:4px}
input:focus,button:focus{outline:3px solid #0b50d0;outline-offset:1px}
.hint{margin:4px 0;color:#58616a;font-size:12px}.error{margin:4px 0;color:#d50136;font-weight:700}
.buttons{display:flex;gap:8px;margin-top:8px}
button{flex:1;padding:9px;font-size:15px;border-radius:4px;border:1px solid #58616a;background:#fff;cursor:pointer}
button.primary{background:#0b50d0;border-color:#0b50d0;color:#fff}
.cards{margin:0;padding-left:18px;font-size:12px}code{font-size:12px}`;

const AUTO_SUBMIT_JS = `'use strict';
(function () {
  var form = document.getElementById('pg-return');
  if (form && typeof form.submit === 'function') form.submit();
})();
`;

function send(reply: FastifyReply, status: number, html: string, formTargets: string[] = []): FastifyReply {
  const formAction = ["'self'", ...formTargets].join(' ');
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self'; font-src 'self'; base-uri 'none'; form-action ${formAction}; frame-ancestors 'self'`,
    )
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * The simulated card provider's pages (only with PAYMENT_PROVIDER=simulated): the merchant's signed form is
 * posted to /pg-sim/pay; 결제 records the attempt and posts Tid + TrAuthKey back to the ReturnUrl, exactly like
 * the real provider; 취소 goes to the StopUrl.
 */
export function simulatedProviderRoutes(config: PaymentConfig): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['payments (simulated provider)'];

    const showCardPage = async (
      request: FastifyRequest,
      reply: FastifyReply,
      fields: Record<string, unknown>,
    ) => {
      const order = readOrder(fields, request, config);
      if (!order) return send(reply, 400, errorPage());
      return send(reply, 200, cardPage(order, config.merchantName), [originOf(order.StopUrl) ?? '']);
    };

    app.get(
      '/pg-sim/pay',
      {
        schema: {
          tags,
          summary: 'Simulated card page (the provider form as query parameters); HTML',
          querystring: fieldsSchema,
        },
      },
      async (request, reply) => showCardPage(request, reply, request.query),
    );

    app.post(
      '/pg-sim/pay',
      {
        schema: {
          tags,
          summary:
            'Simulated card page: the provider form (Mid, Moid, Amt, EdiDate, EncryptData, ReturnUrl, …) posted by the portal; HTML',
          body: fieldsSchema,
        },
      },
      async (request, reply) => showCardPage(request, reply, request.body),
    );

    app.post(
      '/pg-sim/pay/auth',
      {
        schema: {
          tags,
          summary:
            'Simulated card page, 결제: records the attempt and answers a page posting Tid, TrAuthKey, Moid, Amt and ResultCode to ReturnUrl',
          body: fieldsSchema,
        },
        preValidation: async (request) => {
          await app.rateLimit.hit(`pg-sim:${request.ip}`, AUTH_PER_MINUTE, 60);
        },
      },
      async (request, reply) => {
        const order = readOrder(request.body, request, config);
        if (!order) return send(reply, 400, errorPage());
        const stopTargets = [originOf(order.StopUrl) ?? ''];
        const raw = typeof request.body.CardNo === 'string' ? request.body.CardNo.slice(0, 40) : '';
        const cardNo = normaliseCardNo(raw);
        if (!cardNo)
          return send(reply, 400, cardPage(order, config.merchantName, t.invalidCard), stopTargets);
        const card = SIM_TEST_CARDS.find((c) => c.number === cardNo);
        if (!card) return send(reply, 400, cardPage(order, config.merchantName, t.unknownCard), stopTargets);
        const auth = await recordSimAuthentication(
          app.db,
          {
            mid: order.Mid,
            moid: order.Moid,
            amt: Number(order.Amt),
            goodsName: order.GoodsName,
            cardNo,
            approves: card.approves,
          },
          new Date(),
        );
        const approved = auth.status === 'AUTHENTICATED';
        return send(
          reply,
          200,
          returnPage(order.ReturnUrl, {
            Tid: auth.tid,
            TrAuthKey: auth.trAuthKey,
            Moid: order.Moid,
            Amt: order.Amt,
            ResultCode: approved ? SIM_CODES.authenticated : SIM_CODES.declined,
            ResultMsg: approved ? t.authenticatedMsg : t.declined,
          }),
          [originOf(order.ReturnUrl) ?? ''],
        );
      },
    );

    app.post(
      '/pg-sim/pay/stop',
      {
        schema: {
          tags,
          summary: 'Simulated card page, 취소: 303 to the StopUrl of the order',
          body: fieldsSchema,
        },
      },
      async (request, reply) => {
        const order = readOrder(request.body, request, config);
        if (!order) return send(reply, 400, errorPage());
        const stop = order.StopUrl || `${originOf(order.ReturnUrl)}/main`;
        return reply.header('cache-control', 'no-store').redirect(stop, 303);
      },
    );

    app.get('/pg-sim/sim.css', { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(CSS),
    );
    app.get('/pg-sim/font.woff2', { schema: { hide: true } }, async (_request, reply) => {
      const font = await loadFont();
      if (!font) return reply.code(404).send();
      return reply.header('cache-control', 'public, max-age=86400').type('font/woff2').send(font);
    });
    app.get('/pg-sim/auto-submit.js', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/javascript; charset=utf-8')
        .send(AUTO_SUBMIT_JS),
    );
  };
}
