import { onFirstInput } from './on-first-input';

describe('onFirstInput', () => {
  it('runs nothing until the first input, then once, whichever input comes first', () => {
    const target = new EventTarget();
    const callback = vi.fn();
    onFirstInput(callback, target);
    target.dispatchEvent(new Event('scroll'));
    expect(callback).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('pointerdown'));
    target.dispatchEvent(new Event('focusin'));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerdown', 'keydown', 'focusin'])('counts %s as the first input', (type) => {
    const target = new EventTarget();
    const callback = vi.fn();
    onFirstInput(callback, target);
    target.dispatchEvent(new Event(type));
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
