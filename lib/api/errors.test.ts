import { describe, expect, it } from 'vitest';
import messages from '@/messages/zh-CN.json';
import { ApiError, isUserText, mapEnvelope, mapHttpStatus } from './errors';

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
    'Object reference not set to an instance of an object.',
    "SqlException (0x80131904): Invalid column name 'AnncId'.",
    'System.NullReferenceException: 未将对象引用设置到对象的实例。',
    '   at Portal.Api.AnncController.Get(String id) in C:\\src\\AnncController.cs:line 42',
    'Internal Server Error',
    '',
  ])('ErrorCode 1 with developer text %j shows the generic message, not the text', (text) => {
    const { error } = errorOf(mapEnvelope(envelope(1, text), quiet));
    expect(error.key).toBe('defaultError');
    expect(error.serverMessage).toBeNull();
    expect(messages.api.errors.defaultError).toMatch(/[\u4e00-\u9fff]/);
  });

  it('a tenant that shows server errors still never shows developer text', () => {
    const { error } = errorOf(
      mapEnvelope(envelope(500, 'SqlException: timeout expired'), { showServerError: true }),
    );
    expect(error.key).toBe('defaultError');
  });

  it('tells Chinese user sentences from developer text', () => {
    expect(isUserText('该公告不存在')).toBe(true);
    expect(isUserText('请求参数错误：PageIndex必填')).toBe(true);
    expect(isUserText('Object reference not set to an instance of an object.')).toBe(false);
    expect(isUserText('执行 SQL 失败：select * from annc')).toBe(false);
    expect(isUserText(null)).toBe(false);
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
