import { describe, expect, it } from 'vitest';
import { findGreekNames } from '../../../src/detectors/names/names-greek.js';

const spans = (text: string) => findGreekNames(text).map((c) => text.slice(c.start, c.end));

describe('findGreekNames', () => {
  it('takes two Greek words after a name label or with a family name ending', () => {
    expect(spans('Ιατρός: Μαυρίδης Στέφανος, Καρδιολόγος')).toEqual(['Μαυρίδης Στέφανος']);
    expect(spans('Όνομα: Ελένη Μάρκου')).toEqual(['Ελένη Μάρκου']);
    expect(spans('από τη σύζυγο Ζαχαράκη Μαρία.')).toEqual(['Ζαχαράκη Μαρία']);
  });

  it('takes Latin capitals with a Greek family ending only in a Greek text', () => {
    expect(spans('Στοιχεία ασθενούς\nName: MAVRIDIS STEFANOS')).toEqual(['MAVRIDIS STEFANOS']);
    expect(spans('Name: MAVRIDIS STEFANOS')).toEqual([]);
  });

  it('leaves Greek words that name no one', () => {
    expect(spans('Διάγνωση: Σακχαρώδης διαβήτης τύπου 2, Νέα Σμύρνη, Άγιος Δημήτριος')).toEqual([]);
  });
});
