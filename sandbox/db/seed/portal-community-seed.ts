import { variants } from '@/sites/variants';
import type { SeedModule } from './module';
import { addHours, formatTime } from '../../centre-time';
import { guestNames, places } from './portal-words';

const MESSAGES_PER_PLATFORM = 14;

/** Demand messages of the two lease platforms, some answered by the centre. */
export const guestMessagesSeed: SeedModule = {
  name: 'guest-messages',
  seed(db, { rng, clock }) {
    const insert = db.prepare(
      'INSERT INTO guest_messages (id, platform_id, name, contact, content, time, reply, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (const variant of [variants.lease, variants.smalllease]) {
      for (let seq = 1; seq <= MESSAGES_PER_PLATFORM; seq += 1) {
        const place = rng.pick(places);
        insert.run(
          `${variant.key}-msg-${String(seq).padStart(3, '0')}`,
          variant.PlatformId,
          rng.pick(guestNames),
          `139****${String(rng.int(0, 9999)).padStart(4, '0')}`,
          `求租${place}${rng.pick(['临街门面', '小型仓库', '办公室', '住宅'])}，面积约 ${rng.int(30, 300)} 平方米。`,
          formatTime(addHours(clock, -20 * seq)),
          seq % 3 === 0 ? '您好，已为您推荐相关房源，请留意中心电话。' : null,
          seq,
        );
      }
    }
  },
};

const industries = ['制造业', '农业', '信息技术', '商贸服务', '建筑业', '文化旅游'];
const categories = ['定期报告', '临时公告', '股权变更', '分红派息'];
const COMPANIES = 24;

/** Companies in custody, their notices and the profiles of 企业风采. */
export const trustCompaniesSeed: SeedModule = {
  name: 'trust-companies',
  seed(db, { rng, clock }) {
    const company = db.prepare(
      `INSERT INTO trust_companies (id, platform_id, position, name, stock_code, industry, capital, trust_date,
         legal_person, address, html, logo_url, summary, in_style)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const notice = db.prepare(
      'INSERT INTO trust_notices (id, company_id, title, category, publish_time, html, attachments_json) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    for (let seq = 1; seq <= COMPANIES; seq += 1) {
      const id = `trust-co-${String(seq).padStart(3, '0')}`;
      const place = rng.pick(places);
      const industry = rng.pick(industries);
      const name = `${place.replace('市', '')}${['华夏', '中原', '嵩山', '黄河', '伏牛', '太行'][seq % 6]}${industry === '农业' ? '农业' : '实业'}股份有限公司`;
      company.run(
        id,
        variants.equitytrust.PlatformId,
        seq,
        name,
        `Q${String(880000 + seq)}`,
        industry,
        `${rng.int(500, 20000)} 万元`,
        formatTime(addHours(clock, -24 * 15 * seq)),
        rng.pick(['张明', '李华', '王建国', '赵丽']),
        `河南省${place}${rng.pick(['金水区', '高新区', '经开区'])}${rng.int(1, 300)}号`,
        `<p>${name}成立于 ${2000 + (seq % 20)} 年，主营${industry}相关业务。</p>`,
        null,
        `${name}，${industry}企业，专注区域市场。`,
        seq % 2,
      );
      for (let n = 1; n <= 3; n += 1) {
        const category = categories[(seq + n) % categories.length]!;
        notice.run(
          `${id}-n${n}`,
          id,
          `${name}${category}（${2026 - n}）`,
          category,
          formatTime(addHours(clock, -24 * (seq * 3 + n))),
          `<p>${name}就${category}事项公告如下：……</p>`,
          JSON.stringify([{ Name: `${category}.pdf`, Url: `/files/${id}-${n}.pdf` }]),
        );
      }
    }
  },
};
