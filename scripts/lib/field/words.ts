/**
 * The words of `npm run field`'s reports, text and HTML, in one place. The reports are read at the
 * centre, in Chinese and in China time; they are an operator's tool, so their words live here, not
 * in the pages' messages. Identifiers the records carry (tenants, page kinds, call names, reasons)
 * stay as they are beside their Chinese names, so a row can be searched for in the code.
 */

/** The centre's time zone: every time a report shows is in it. */
export const REPORT_TIME_ZONE = 'Asia/Shanghai';
export const TIME_ZONE_NAME = '北京时间';

/** A bar or figure measured from fewer page views than this is marked as resting on few samples. */
export const FEW_SAMPLES = 5;

export const words = {
  title: '现场数据报告',
  since: (time: string) => `自 ${time}（${TIME_ZONE_NAME}）起`,
  records: (count: number) => `共 ${count} 条记录`,
  timesIn: `时间均为${TIME_ZONE_NAME}`,
  htmlWritten: 'HTML 报告',
  noMeasures: '暂无测量数据。',
  none: '无。',
  fewSamples: `样本少于 ${FEW_SAMPLES} 个`,
  /** The mark after a figure of few samples in the text report, explained under its table. */
  fewMark: '*',
  /** Before a figure's count of page views: `n=13`. */
  sampleMark: 'n=',
  samples: (count: number) => `n=${count}`,
  chartsIntro:
    '每根柱为一个租户 · 页面类型 · 设备的 p75（四分之三的页面浏览达到或好于此值），旁注 n 为测量到的页面浏览数。',
  sections: {
    vitals: '页面体验（p75）',
    errors: '脚本错误',
    calls: '失败的接口调用',
    signIns: '登录失败（令牌调用失败，登录静默结束）',
    lenient: '宽松读取的应答（略去一项或一个值）',
    chunks: '未能加载的代码',
    offline: '离线时由缓存应答的页面',
  },
  columns: {
    count: '次数',
    tenant: '租户',
    pageKind: '页面类型',
    viewport: '设备',
    message: '错误信息',
    frame: '出错位置',
    call: '接口',
    outcome: '原因',
    status: '状态',
    p75Ms: 'p75 耗时（毫秒）',
    field: '字段',
    leftOut: '略去',
    step: '步骤',
    failure: '失败类型',
  },
  viewports: { phone: '手机', desktop: '电脑' } as Record<string, string>,
  ratings: { good: '良好', 'needs-improvement': '待改进', poor: '较差' },
  /** The token calls of a sign-in (lib/telemetry/field-events.ts `SignInStepName`). */
  steps: { codeExchange: '换取令牌', userInfo: '读取账号信息', refresh: '刷新令牌' } as Record<
    string,
    string
  >,
  /** Kinds of failure a sign-in's record names (lib/telemetry/sign-in-failure.ts). */
  failures: {
    network: '网络不通（无应答）',
    serverStatus: '服务器错误状态',
    invalidAnswer: '应答无法读取',
    oauthError: '认证服务报错',
    invalid_grant: '授权无效或已用过',
    invalid_client: '客户端无效',
    invalid_request: '请求无效',
    server_error: '认证服务内部错误',
    temporarily_unavailable: '认证服务暂不可用',
    providerUnreadable: '认证服务的公钥无法读取',
    idTokenRefused: 'id_token 校验未通过',
    timeout: '超时',
    sessionExpired: '登录已过期',
    loginRequired: '需要重新登录',
    defaultError: '接口报错',
    unknown: '未知',
  } as Record<string, string>,
  leftOut: { item: '一项', value: '一个值' } as Record<string, string>,
} as const;

/** A name from one of the tables above with its identifier, or the identifier alone when unnamed. */
export function named(table: Record<string, string>, id: string): string {
  const name = table[id];
  return name ? `${name}（${id}）` : id;
}

const chinaClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: REPORT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as the centre's clock shows it: `2026-12-02 18:30` (北京时间, named by the caller). */
export function chinaTime(moment: string | number | Date): string {
  const parts = Object.fromEntries(
    chinaClock.formatToParts(new Date(moment)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** Whether a figure rests on fewer page views than `FEW_SAMPLES`. */
export const fewSamples = (count: number) => count < FEW_SAMPLES;
