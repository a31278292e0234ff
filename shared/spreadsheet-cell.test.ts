import { describe, expect, it } from 'vitest';
import { spreadsheetCell, spreadsheetRow } from './spreadsheet-cell';

describe('spreadsheet cells', () => {
  it.each(['=1+1', '+91 98400 12345', '-2', '@SUM(A1)', '\t=1', '\r=1'])('escapes %j', (value) => {
    expect(spreadsheetCell(value)).toBe(`'${value}`);
  });
  it.each(['Ravi', '', ' =1', "'=1", '98400 12345', 'a=b'])('leaves %j alone', (value) => {
    expect(spreadsheetCell(value)).toBe(value);
  });
  it('escapes the strings of a row and keeps numbers', () => {
    expect(spreadsheetRow({ name: '=cmd', amount: -5, note: 'ok' })).toEqual({ name: "'=cmd", amount: -5, note: 'ok' });
  });
});
