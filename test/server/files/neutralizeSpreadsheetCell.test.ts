import { neutralizeSpreadsheetCell, parseMonthlyReconciliationFile } from '@offerkit/server';

describe('neutralizeSpreadsheetCell (issue 26, item 8)', () => {
  it.each([
    ['=HYPERLINK("https://evil.example","Refund")', `'=HYPERLINK("https://evil.example","Refund")`],
    ['+1+cmd|" /C calc"!A0', `'+1+cmd|" /C calc"!A0`],
    ['-2+3', "'-2+3"],
    ['@SUM(1+1)*cmd|" /C calc"!A0', `'@SUM(1+1)*cmd|" /C calc"!A0`],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['\n=1+1', "'\n=1+1"],
    ['  =1+1', "'  =1+1"],
    ['\u00a0=1+1', "'\u00a0=1+1"],
    ['\uff1d1+1', "'\uff1d1+1"],
    ['\uff20SUM(A1)', "'\uff20SUM(A1)"],
    ['-', "'-"],
  ])('prefixes %j with a quote', (cell, expected) => {
    expect(neutralizeSpreadsheetCell(cell)).toBe(expected);
  });

  it.each([
    ['Coffee, Tea & Co', 'Coffee, Tea & Co'],
    ['t-1', 't-1'],
    ['a=b', 'a=b'],
    ['-1250', '-1250'],
    ['+3', '+3'],
    ['1.5e3', '1.5e3'],
    ['', ''],
    ["'=already", "'=already"],
  ])('keeps %j as it is', (cell, expected) => {
    expect(neutralizeSpreadsheetCell(cell)).toBe(expected);
  });

  it('writes numbers, booleans and absent values as plain cells', () => {
    expect(neutralizeSpreadsheetCell(-1250)).toBe('-1250');
    expect(neutralizeSpreadsheetCell(true)).toBe('true');
    expect(neutralizeSpreadsheetCell(null)).toBe('');
    expect(neutralizeSpreadsheetCell(undefined)).toBe('');
  });

  it('neutralizes what a hostile file puts in a cell the parser returns verbatim', async () => {
    const csv =
      'transactionId,paymentStatus,merchantName\nt-1,PENDING,"=HYPERLINK(""https://evil.example"",""x"")"\n';
    const { records } = await parseMonthlyReconciliationFile(csv);
    expect(records[0]?.merchantName).toBe('=HYPERLINK("https://evil.example","x")');
    expect(neutralizeSpreadsheetCell(records[0]?.merchantName)).toBe(
      `'=HYPERLINK("https://evil.example","x")`,
    );
  });
});
