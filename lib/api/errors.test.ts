import { describe, expect, it } from 'vitest';
import messages from '@/messages/zh-CN.json';
import { ApiError, mapEnvelope, mapHttpStatus } from './errors';

const envelope = (ErrorCode: number, Message: string | null = '服务器说明') => ({
  ErrorCode,
  Message,
  Data: { x: 1 },
});
const quiet = { showServerError: false };
const errorOf = (outcome: ReturnType<typeof mapEnvelope>) => {
  if (outcome.kind !== 'error') throw new Error(`expected an error, got ${outcome.kind}`);
  return outcome;
};

describe('envelope mapping (SPEC §8, row by row)', () => {
  it('ErrorCode 0 returns Data', () => {
    expect(mapEnvelope(envelope(0), quiet)).toEqual({ kind: 'data', data: { x: 1 } });
  });

  it('ErrorCode 1 shows the server Message', () => {
    const { error, store } = errorOf(mapEnvelope(envelope(1, '项目已下架'), quiet));
    expect(error.key).toBe('serverMessage');
    expect(error.serverMessage).toBe('项目已下架');
    expect(store).toBe(false);
  });

  it.each([
    [-10, 'wrongCredentials', '用户名或密码错误'],
    [-11, 'userDisabled', '用户禁用'],
    [-12, 'captchaRequired', '请输入验证码'],
    [-13, 'captchaRequired', '请输入验证码'],
  ] as const)('ErrorCode %i reads %s (%s)', (code, key, text) => {
    expect(errorOf(mapEnvelope(envelope(code), quiet)).error.key).toBe(key);
    expect(messages.api.errors[key]).toBe(text);
  });

  it('ErrorCode 401 refreshes the token', () => {
    expect(mapEnvelope(envelope(401), quiet)).toEqual({ kind: 'refresh' });
  });

  it('any other ErrorCode gives the default message, stored, unless the tenant shows server errors', () => {
    const hidden = errorOf(mapEnvelope(envelope(500, '内部细节'), quiet));
    expect(hidden.error.key).toBe('defaultError');
    expect(hidden.store).toBe(true);
    const shown = errorOf(mapEnvelope(envelope(500, '内部细节'), { showServerError: true }));
    expect(shown.error.key).toBe('serverMessage');
    expect(shown.error.serverMessage).toBe('内部细节');
    expect(shown.store).toBe(true);
  });

  it('HTTP 401 refreshes; other statuses are 服务器异常:{status}', () => {
    expect(mapHttpStatus(401)).toEqual({ kind: 'refresh' });
    const other = mapHttpStatus(502);
    expect(other.kind).toBe('error');
    const error = (other as { error: ApiError }).error;
    expect(error.key).toBe('serverStatus');
    expect(error.values).toEqual({ status: 502 });
    expect(messages.api.errors.serverStatus).toBe('服务器异常:{status}');
  });

  it('keeps the spec texts of the sign-in errors in the catalogue', () => {
    expect(messages.auth.errors.missingParam).toBe('必传参数未传入：参数下标{n}');
    expect(messages.auth.errors.stateMismatch).toBe('state is not matcch.');
    expect(messages.auth.errors.incompleteInfo).toBe('登录失败.');
    expect(messages.auth.login.expired).toBe('登录已过期,请重新登录');
    expect(messages.auth.chooser.title).toBe('请选择您的交易身份');
    expect(messages.auth.chooser.confirm).toBe('确 定');
    expect(messages.auth.chooser.switchTo).toBe('尊敬的用户, 您将切换为{name}身份');
    expect(messages.auth.idle.title).toBe('系统提示：');
  });
});
