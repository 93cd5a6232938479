import { action, observable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { desktopKitWithExtras, mobileKit, useUiKit } from '../kits/ui-kits';
import { StoresProvider, useStores } from '../stores/stores-context';

export interface PromptOptions {
  title: string;
  /** The text must match this pattern (whole input). */
  pattern?: RegExp;
  /** Or pass this check; return false or an error text to refuse. */
  validator?: (value: string) => boolean | string;
  /** Shown when the input is refused; 'Illegal input' (translated) by default. */
  errorMessage?: string;
  initialValue?: string;
}

/** Checks a prompt's input; returns the error text, or null when it is accepted. */
export function checkPromptInput(value: string, options: PromptOptions, illegal: string): string | null {
  if (options.pattern && !new RegExp(`^(?:${options.pattern.source})$`, options.pattern.flags.replace('g', '')).test(value)) {
    return options.errorMessage ?? illegal;
  }
  if (options.validator) {
    const verdict = options.validator(value);
    if (verdict === false) return options.errorMessage ?? illegal;
    if (typeof verdict === 'string') return verdict;
  }
  return null;
}

interface PromptState {
  value: string;
  error: string | null;
}

const PromptBody = observer(function PromptBody({ title, state }: { title: string; state: PromptState }) {
  const ui = useUiKit({ extras: true });
  const change = action((next: string) => {
    state.value = next;
    state.error = null;
  });
  return (
    <div className="prompt-body">
      {ui.isDesktop ? (
        <ui.desktop.Input
          autoFocus
          aria-label={title}
          value={state.value}
          onChange={(event) => change(event.target.value)}
          status={state.error ? 'error' : undefined}
        />
      ) : (
        <ui.mobile.Input autoFocus aria-label={title} value={state.value} onChange={change} />
      )}
      {state.error && (
        <p className="prompt-body__error" role="alert">
          {state.error}
        </p>
      )}
    </div>
  );
});

/**
 * A message-box prompt: resolves with the accepted text, or null when cancelled. Input that
 * fails the pattern or validator is refused with 'Illegal input' and the box stays open.
 */
export function usePrompt(): (options: PromptOptions) => Promise<string | null> {
  const stores = useStores();
  const { t } = useTranslation('common');
  return useCallback(
    (options: PromptOptions) =>
      new Promise<string | null>((resolve) => {
        const state = observable<PromptState>({ value: options.initialValue ?? '', error: null });
        const content = (
          <StoresProvider store={stores}>
            <PromptBody title={options.title} state={state} />
          </StoresProvider>
        );
        const accept = (): boolean => {
          const error = checkPromptInput(state.value, options, t('ui.illegalInput'));
          runInAction(() => (state.error = error));
          if (error) return false;
          resolve(state.value);
          return true;
        };
        if (stores.layout.isDesktop) {
          // With the extras loaded first, the box opens with its input (PromptBody does not suspend).
          void desktopKitWithExtras.load().then(({ Modal }) =>
            Modal.confirm({
              title: options.title,
              icon: null,
              content,
              // antd's scroll locker injects a style the CSP refuses (docs/security.md); a short prompt needs none.
              scrollLock: false,
              okText: t('ui.ok'),
              cancelText: t('ui.cancel'),
              // Taking `close` keeps the box open until the input is accepted.
              onOk: (close: () => void) => {
                if (accept()) close();
              },
              onCancel: () => resolve(null),
            }),
          );
        } else {
          void mobileKit.load().then(({ Dialog }) => {
            const box = Dialog.show({
              title: options.title,
              content,
              closeOnAction: false,
              actions: [
                [
                  {
                    key: 'cancel',
                    text: t('ui.cancel'),
                    onClick: () => {
                      resolve(null);
                      box.close();
                    },
                  },
                  {
                    key: 'ok',
                    text: t('ui.ok'),
                    bold: true,
                    onClick: () => {
                      if (accept()) box.close();
                    },
                  },
                ],
              ],
            });
          });
        }
      }),
    [stores, t],
  );
}
