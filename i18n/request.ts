import { getRequestConfig } from 'next-intl/server';
import messages from '../messages/zh-CN.json';

export const locale = 'zh-CN';

// One locale and no locale segment: every request renders in Chinese.
export default getRequestConfig(async () => ({
  locale,
  messages,
  timeZone: 'Asia/Shanghai',
}));
