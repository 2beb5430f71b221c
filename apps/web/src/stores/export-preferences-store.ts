import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface ExportPreferences {
  /** Print the student plan's label in the documents' Student Name field (off: left blank). */
  printStudentName: boolean;
  setPrintStudentName(print: boolean): void;
}

/**
 * How this browser likes its exports. A preference of the browser, not anyone's work, so
 * sign-out keeps it (it names no student; the label itself comes from the plan).
 */
export const useExportPreferencesStore = create<ExportPreferences>()(
  persist(
    (set) => ({
      printStudentName: false,
      setPrintStudentName: (printStudentName) => set({ printStudentName }),
    }),
    {
      name: 'trellis-export-preferences',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ printStudentName }) => ({ printStudentName }),
    },
  ),
);
