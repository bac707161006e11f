import { theme } from 'antd';
import { BRAND_PRIMARY, kanriTheme } from './tokens';

describe('kanriTheme', () => {
  it('derives the dark primary from the brand colour (the value e2e checks on remote buttons)', () => {
    const tokens = theme.getDesignToken(kanriTheme);
    expect(BRAND_PRIMARY).toBe('#befca9');
    // antd's dark algorithm darkens the seed for dark surfaces: rgb(165, 217, 147).
    expect(tokens.colorPrimary).toBe('#a5d993');
    expect(tokens.colorBgBase).toBe('#0f0f10');
  });
});
