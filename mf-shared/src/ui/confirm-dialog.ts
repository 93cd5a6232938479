import { desktopKit, mobileKit } from '../kits/ui-kits';

/** The texts of a confirmation box, translated by the caller. */
export interface ConfirmTexts {
  title: string;
  content: string;
  ok: string;
  cancel: string;
}

/** A yes-or-no question in a message box of the page's kit (antd's Modal.confirm, antd-mobile's Dialog.confirm); resolves with the answer. */
export async function confirmDialog(isDesktop: boolean, texts: ConfirmTexts): Promise<boolean> {
  if (isDesktop) {
    const { Modal } = await desktopKit.load();
    return new Promise((resolve) => {
      Modal.confirm({
        title: texts.title,
        content: texts.content,
        okText: texts.ok,
        cancelText: texts.cancel,
        // antd's scroll locker injects a style the CSP refuses (docs/security.md).
        scrollLock: false,
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
  }
  const { Dialog } = await mobileKit.load();
  return Dialog.confirm({ title: texts.title, content: texts.content, confirmText: texts.ok, cancelText: texts.cancel });
}
