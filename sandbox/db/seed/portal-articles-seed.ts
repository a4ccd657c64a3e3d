import { contentPageIds } from '@/lib/contract/content-pages';
import { inventoryArticleTypes } from '@/lib/contract/articles';
import { variants, type VariantKey } from '@/sites/variants';
import type { SeedModule } from './module';
import { addHours, formatTime } from '../../centre-time';

const fileKinds = ['docx', 'xlsx', 'pdf'] as const;

const ARTICLES_PER_TYPE = 18;
const NEWS_PER_PLATFORM = 20;

const typeWords: Record<string, string> = {
  service: '服务指南',
  download: '下载中心',
  dynamic: '平台动态',
  news: '新闻资讯',
  law: '政策法规',
  policy: '保密政策',
};

function typeWord(typeId: string): string {
  if (typeWords[typeId]) return typeWords[typeId];
  if (/down/.test(typeId)) return '下载中心';
  return '服务指南';
}

/** Titles of the footer content pages (ylHead ids). */
const contentPageTitles: Record<number, string> = {
  1: '中心简介',
  2: '服务指南',
  3: '资质荣誉',
  4: '下载中心',
  5: '关于我们',
  6: '行业动态',
  7: '媒体报道',
  10: '法律法规',
  11: '部门规章',
  12: '地方性法规',
  13: '规范性文件',
  15: '联系方式',
  16: '交易流程',
  17: '常见问题',
  18: '收费标准',
  19: '投诉建议',
};
const solidWastePageTitles: Record<number, string> = { 2: '组织机构', 5: '中心新闻' };

/** Articles for every typeid the spec names, inventory's typed lists, news, and footer content pages. */
export const portalArticlesSeed: SeedModule = {
  name: 'portal-articles',
  seed(db, { rng, clock }) {
    const article = db.prepare(
      `INSERT INTO portal_articles
         (id, platform_id, channel, type_id, title, publish_time, summary, source, html, attachments_json)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const page = db.prepare(
      'INSERT INTO portal_content_pages (platform_id, page_id, title, html, update_time) VALUES (?, ?, ?, ?, ?)',
    );
    for (const key of Object.keys(variants) as VariantKey[]) {
      const variant = variants[key];
      const platformId = variant.PlatformId;
      const typeIds =
        key === 'inventory'
          ? [...inventoryArticleTypes]
          : [variant.articleTypes.service, variant.articleTypes.download];
      for (const typeId of typeIds) {
        const word = typeWord(typeId);
        for (let seq = 1; seq <= ARTICLES_PER_TYPE; seq += 1) {
          const isDownload = word === '下载中心';
          const title = `${variant.businessName}${word}：${isDownload ? '申请表格' : '办理说明'}第${seq}期`;
          article.run(
            `${key}-${typeId}-${String(seq).padStart(3, '0')}`,
            platformId,
            'article',
            typeId,
            title,
            formatTime(addHours(clock, -36 * seq - rng.int(0, 20))),
            `${title}的内容摘要。`,
            '河南省公共资源交易中心',
            `<p>${title}。</p><p>${variant.businessName}平台${word}栏目发布的第${seq}篇文章，请相关单位和个人知悉。</p>`,
            JSON.stringify(
              // The download centre offers the three kinds of file a centre publishes.
              isDownload
                ? [
                    {
                      Name: `${title}.${fileKinds[seq % fileKinds.length]}`,
                      Url: `/files/${key}-${typeId}-${seq}.${fileKinds[seq % fileKinds.length]}`,
                    },
                  ]
                : [],
            ),
          );
        }
      }
      for (let seq = 1; seq <= NEWS_PER_PLATFORM; seq += 1) {
        const title = `${variant.businessName}平台交易动态第${seq}期`;
        article.run(
          `${key}-press-${String(seq).padStart(3, '0')}`,
          platformId,
          'news',
          'news',
          title,
          formatTime(addHours(clock, -30 * seq)),
          `${title}摘要。`,
          '中心新闻',
          `<p>${title}：本期共完成交易项目 ${rng.int(10, 90)} 宗，成交金额 ${rng.int(100, 9000)} 万元。</p>`,
          '[]',
        );
      }
      const pageIds = contentPageIds[platformId as keyof typeof contentPageIds] ?? [];
      for (const pageId of pageIds) {
        const title =
          (key === 'solidwaste' ? solidWastePageTitles[pageId] : undefined) ??
          contentPageTitles[pageId] ??
          `信息${pageId}`;
        page.run(
          platformId,
          pageId,
          title,
          `<h3>${title}</h3><p>${variant.businessName}平台${title}的说明内容。</p>`,
          formatTime(addHours(clock, -24 * pageId)),
        );
      }
    }
  },
};
