import { describe, expect, it } from 'vitest';
import { ConfirmModal } from './confirm-modal';
import { Modal } from './modal';
import { SubmitRow } from './submit-row';
import { renderMarkup, renderText } from './ui.test-helpers';

const noop = () => undefined;

describe('the dialog kit', () => {
  it('a modal is one dialog card named by its title', () => {
    const html = renderMarkup(
      <Modal open onOpenChange={noop} title="报名成功" description="请记下报名编号" data-testid="done">
        <p>正文</p>
      </Modal>,
    );
    expect(html.match(/<dialog/g)).toHaveLength(1);
    expect(html).toContain('data-testid="done"');
    const named = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(named).toBeTruthy();
    expect(html).toMatch(new RegExp(`<h2 id="${named}"[^>]*>报名成功</h2>`));
    expect(
      renderText(
        <Modal open onOpenChange={noop} title="标题" description="说明">
          {null}
        </Modal>,
      ),
    ).toBe('标题 说明');
  });

  it('an alert modal says so, and a closed one renders nothing', () => {
    expect(
      renderMarkup(
        <Modal open alert onOpenChange={noop} title="提示">
          {null}
        </Modal>,
      ),
    ).toContain('role="alertdialog"');
    expect(
      renderMarkup(
        <Modal open={false} onOpenChange={noop} title="提示">
          {null}
        </Modal>,
      ),
    ).toBe('');
  });

  it('the confirmation asks with the kit’s own words', () => {
    const text = renderText(
      <ConfirmModal open title="删除" text="确定删除吗？" onCancel={noop} onConfirm={noop} />,
    );
    expect(text).toBe('删除 确定删除吗？ 取消 确定');
  });

  it('a form may give its submit button its own words, idle and running', () => {
    const label = { idle: '提交报名', busy: '正在提交…' };
    expect(renderText(<SubmitRow busy={false} label={label} />)).toBe('提交报名');
    expect(renderText(<SubmitRow busy label={label} />)).toBe('正在提交…');
  });
});
