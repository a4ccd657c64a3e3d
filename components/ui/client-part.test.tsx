import { describe, expect, it } from 'vitest';
import { clientPart } from './client-part';
import { noticeOnFailure } from './part-failed';
import { renderMarkup, renderText } from './ui.test-helpers';

describe('clientPart', () => {
  it('leaves its placeholder in the exported HTML and asks for no code there', () => {
    let asked = 0;
    const Map = clientPart(
      () => {
        asked += 1;
        return Promise.resolve(() => <p>地图</p>);
      },
      () => <div data-testid="map-placeholder" />,
    );
    expect(renderMarkup(<Map />)).toBe('<div data-testid="map-placeholder"></div>');
    expect(asked).toBe(0);
  });

  it('renders nothing in the HTML when it has no placeholder', () => {
    const Dialog = clientPart(() => Promise.resolve(() => <p>对话框</p>));
    expect(renderMarkup(<Dialog />)).toBe('');
  });
});

describe('a view whose code did not arrive', () => {
  it('says so in Chinese, with a reload', async () => {
    const chunkFailed = Object.assign(new Error('Failed to load chunk'), { name: 'ChunkLoadError' });
    const View = await noticeOnFailure<object>(Promise.reject(chunkFailed));
    expect(renderText(<View />)).toBe(
      '这部分没能加载：可能是网络不稳定，或网站刚刚更新。请重新加载本页后再试。 重新加载',
    );
  });
});
