// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the test asks antd itself what the brand theme derives
import { theme } from 'antd';
import { colors } from '../theme/tokens';
import { brandTheme } from './desktop-kit';

describe("the desktop kit's brand theme", () => {
  const token = theme.getDesignToken(brandTheme);

  it("is dark: antd's containers and text take the tokens' colours", () => {
    expect(token.colorBgContainer).toBe(colors.surface);
    expect(token.colorBgElevated).toBe(colors.surfaceRaised);
    expect(token.colorText).toBe(colors.text);
  });

  it("keeps the brand colours exact through the dark algorithm's palettes", () => {
    expect(token.colorPrimary).toBe(colors.accent);
    expect(token.colorLink).toBe(colors.accent);
    expect(token.colorError).toBe(colors.danger);
  });

  it('puts dark text on gold primary buttons', () => {
    expect(brandTheme.components?.Button?.primaryColor).toBe(colors.onAccent);
  });
});
