import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'

import de from '../../../messages/de.json'
import en from '../../../messages/en.json'
import fr from '../../../messages/fr.json'

import { BODY_LIMITS } from '@/lib/body-limits'

import { translateFormMessage } from '@/lib/form-message'
import {
  ATTACHMENT_RULES,
  attachmentProblems,
  attachments,
  checked,
  date,
  DATE_PLACEHOLDER,
  email,
  FREE_TEXT_CHARS,
  FORM_MESSAGES,
  list,
  parseDateInput,
  phone,
  phoneText,
  range,
  regex,
  required,
  swissDay,
  text,
  withConfirmation,
} from './rules'

const LOCALES = { fr, de, en }
type Locale = keyof typeof LOCALES

function translate(locale: Locale, message: string): string {
  const t = createTranslator({ locale, messages: LOCALES[locale] })
  return translateFormMessage((key, values) => t(key as never, values as never), message)
}

/** The first problem of a parse, as its message string. */
function problem(schema: z.ZodMiniType, value: unknown): string {
  const result = schema.safeParse(value)
  if (result.success) throw new Error(`${JSON.stringify(value)} passed`)
  return result.error.issues[0]?.message ?? ''
}

/** 5 March 2026, mid-morning in Zurich. */
const TODAY = () => new Date('2026-03-05T10:00:00Z')
const MB = 1024 * 1024
const file = (name: string, size = 1000, type = 'application/pdf') => ({ name, size, type })

type Case = { rule: string; schema: z.ZodMiniType; value: unknown; texts: Record<Locale, string> }

/** Every §5 message, in the three languages, as the field shows it. */
const CASES: Case[] = [
  {
    rule: 'required',
    schema: required(),
    value: '   ',
    texts: { fr: 'Ce champ est requis', de: 'Dieses Feld ist erforderlich', en: 'This field is required' },
  },
  {
    rule: 'min',
    schema: text({ min: 10 }),
    value: 'Court',
    texts: {
      fr: 'Ce champ doit contenir au moins 10 caractères',
      de: 'Dieses Feld muss mindestens 10 Zeichen enthalten',
      en: 'This field must contain at least 10 characters',
    },
  },
  {
    rule: 'max',
    schema: text({ max: 5 }),
    value: 'abcdef',
    texts: {
      fr: 'Ce champ ne doit pas dépasser 5 caractères',
      de: 'Dieses Feld darf höchstens 5 Zeichen enthalten',
      en: 'This field must not exceed 5 characters',
    },
  },
  {
    rule: 'email',
    schema: email(),
    value: 'lea@',
    texts: {
      fr: 'Veuillez saisir une adresse e-mail valide',
      de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      en: 'Please enter a valid email',
    },
  },
  {
    rule: 'phone',
    schema: phone(),
    value: { countryCode: '+41', number: '079 123 45 6' },
    texts: {
      fr: 'Veuillez saisir un numéro de téléphone valide, p. ex. 079 123 45 67 ou +41 79 123 45 67',
      de: 'Bitte geben Sie eine gültige Telefonnummer ein',
      en: 'Please enter a valid phone number',
    },
  },
  {
    rule: 'checked',
    schema: checked(),
    value: false,
    texts: { fr: 'Ce champ est requis', de: 'Dieses Feld ist erforderlich', en: 'This field is required' },
  },
  {
    rule: 'date',
    schema: date(),
    value: '31.04.2026',
    texts: { fr: 'Veuillez saisir une date valide', de: 'Bitte geben Sie ein gültiges Datum ein', en: 'Please enter a valid date' },
  },
  {
    rule: 'datePast',
    schema: date({ notBeforeToday: true, today: TODAY }),
    value: '4.3.2026',
    texts: { fr: 'Ce champ est invalide', de: 'Dieses Feld ist ungültig', en: 'This field is invalid' },
  },
  {
    rule: 'dateMinDays',
    schema: date({ minDaysFromToday: 21, today: TODAY }),
    value: '25.03.2026',
    texts: {
      fr: 'La date doit être au moins 21 jours après aujourd’hui',
      de: 'Das Datum muss mindestens 21 Tage nach dem heutigen Tag liegen',
      en: 'The date must be at least 21 days after today',
    },
  },
  {
    rule: 'adult',
    schema: date({ adult: true, today: TODAY }),
    value: '06.03.2008',
    texts: { fr: 'Vous n’êtes pas majeur', de: 'Sie sind nicht volljährig', en: 'You are not of age' },
  },
  {
    rule: 'confirm',
    schema: withConfirmation(z.object({ password: text({ required: true }), repeat: text({ required: true }) }), 'password', 'repeat'),
    value: { password: 'Secret-1', repeat: 'Secret-2' },
    texts: {
      fr: 'Les deux saisies doivent être identiques',
      de: 'Die beiden Eingaben müssen identisch sein',
      en: 'The two entries must be identical',
    },
  },
  {
    rule: 'range',
    schema: range({ min: 1, max: 5 }),
    value: '6',
    texts: {
      fr: 'Veuillez saisir une valeur comprise entre 1 et 5',
      de: 'Bitte geben Sie einen Wert zwischen 1 und 5 ein',
      en: 'Please enter a value between 1 and 5',
    },
  },
  {
    rule: 'wholeRange',
    schema: range({ min: 1, max: 5, integer: true }),
    value: 3.5,
    texts: {
      fr: 'Veuillez saisir un nombre entier compris entre 1 et 5',
      de: 'Bitte geben Sie eine ganze Zahl zwischen 1 und 5 ein',
      en: 'Please enter a whole number between 1 and 5',
    },
  },
  {
    rule: 'rangeMin',
    schema: range({ min: 1 }),
    value: 0,
    texts: {
      fr: 'Veuillez saisir une valeur supérieure ou égale à 1',
      de: 'Bitte geben Sie einen Wert grösser oder gleich 1 ein',
      en: 'Please enter a value greater than or equal to 1',
    },
  },
  {
    rule: 'rangeMax',
    schema: range({ max: 10 }),
    value: '10.5',
    texts: {
      fr: 'Veuillez saisir une valeur inférieure ou égale à 10',
      de: 'Bitte geben Sie einen Wert kleiner oder gleich 10 ein',
      en: 'Please enter a value less than or equal to 10',
    },
  },
  {
    rule: 'regex',
    schema: regex(/^CH\d{4}$/, { required: true }),
    value: 'CH12',
    texts: {
      fr: 'Ce champ n’a pas un format autorisé',
      de: 'Dieses Feld hat kein zulässiges Format',
      en: 'This field does not have an authorised format',
    },
  },
  {
    rule: 'lengthMin',
    schema: list(z.string(), { min: 2 }),
    value: ['tv'],
    texts: {
      fr: 'Veuillez sélectionner au moins 2 éléments',
      de: 'Bitte wählen Sie mindestens 2 Elemente aus',
      en: 'Please select at least 2 items',
    },
  },
  {
    rule: 'lengthMax',
    schema: list(z.string(), { max: 1 }),
    value: ['tv', 'internet'],
    texts: {
      fr: 'Veuillez sélectionner au plus 1 élément',
      de: 'Bitte wählen Sie höchstens 1 Element aus',
      en: 'Please select no more than 1 item',
    },
  },
  {
    rule: 'fileMin',
    schema: attachments({ min: 1 }),
    value: [],
    texts: { fr: 'Veuillez joindre au moins 1 fichier', de: 'Bitte fügen Sie mindestens 1 Datei bei', en: 'Please attach at least 1 file' },
  },
  {
    rule: 'fileMax',
    schema: attachments(),
    value: ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => file(`${name}.pdf`)),
    texts: {
      fr: 'Vous pouvez joindre au plus 5 fichiers',
      de: 'Sie können höchstens 5 Dateien beifügen',
      en: 'You can attach no more than 5 files',
    },
  },
  {
    rule: 'fileSize',
    schema: attachments(),
    value: [file('facture.pdf'), file('scan.png', 2 * MB + 1, 'image/png')],
    texts: {
      fr: 'Le fichier scan.png dépasse le quota de 2 Mo',
      de: 'Die Datei scan.png überschreitet die zulässige Grösse von 2 MB',
      en: 'The file scan.png exceeds the 2 MB quota',
    },
  },
  {
    rule: 'fileType',
    schema: attachments(),
    value: [file('programme.exe', 10, 'application/octet-stream')],
    texts: {
      fr: 'Ce type de fichier n’est pas autorisé : programme.exe',
      de: 'Dieser Dateityp ist nicht erlaubt: programme.exe',
      en: 'This file type is not allowed: programme.exe',
    },
  },
]

describe('§5 messages in every language', () => {
  it('every rule message has its case', () => {
    const keys = CASES.map(({ schema, value }) => translateFormMessage((key) => key, problem(schema, value)))
    expect(new Set(keys)).toEqual(new Set(Object.values(FORM_MESSAGES)))
  })

  describe.each(Object.keys(LOCALES) as Locale[])('%s', (locale) => {
    it.each(CASES)('$rule', ({ schema, value, texts }) => {
      expect(translate(locale, problem(schema, value))).toBe(texts[locale])
    })

    it('the date placeholder', () => {
      expect(translate(locale, DATE_PLACEHOLDER)).toBe({ fr: 'jj / mm / aaaa', de: 'TT / MM / JJJJ', en: 'dd / mm / yyyy' }[locale])
    })
  })

  it.each(Object.keys(LOCALES) as Locale[])('%s: singular forms and a quota in kilobytes', (locale) => {
    const texts = (schema: z.ZodMiniType, value: unknown) => translate(locale, problem(schema, value))
    expect(texts(text({ max: 1 }), 'ab')).toBe(
      {
        fr: 'Ce champ ne doit pas dépasser 1 caractère',
        de: 'Dieses Feld darf höchstens 1 Zeichen enthalten',
        en: 'This field must not exceed 1 character',
      }[locale],
    )
    expect(texts(date({ minDaysFromToday: 1, today: TODAY }), '5.3.2026')).toBe(
      {
        fr: 'La date doit être au moins 1 jour après aujourd’hui',
        de: 'Das Datum muss mindestens 1 Tag nach dem heutigen Tag liegen',
        en: 'The date must be at least 1 day after today',
      }[locale],
    )
    expect(texts(attachments({ maxBytes: 512 * 1024 }), [file('plan.pdf', 600 * 1024)])).toBe(
      {
        fr: 'Le fichier plan.pdf dépasse le quota de 512 ko',
        de: 'Die Datei plan.pdf überschreitet die zulässige Grösse von 512 KB',
        en: 'The file plan.pdf exceeds the 512 KB quota',
      }[locale],
    )
  })
})

describe('text, required, regex', () => {
  it('trims, and an optional text is empty when left out', () => {
    expect(required().parse('  Léa ')).toBe('Léa')
    expect(text().parse(undefined)).toBe('')
    expect(text({ min: 10 }).parse('  ')).toBe('')
    expect(problem(text({ required: true }), undefined)).toBe(FORM_MESSAGES.required)
  })

  it('allowed characters are checked on the whole text', () => {
    const digits = text({ chars: /^\d*$/g })
    expect(digits.parse('123')).toBe('123')
    expect(digits.parse('456')).toBe('456')
    expect(problem(digits, '12a')).toBe(FORM_MESSAGES.regex)
    expect(regex(/^CH\d{4}$/).parse('')).toBe('')
    expect(regex(/^CH\d{4}$/).parse('CH1234')).toBe('CH1234')
  })

  it('texts are bounded by default', () => {
    expect(problem(text(), 'x'.repeat(256))).toBe('forms.validation.max?length=255')
  })
})

describe('visitor text in the rules (no forged mail header)', () => {
  const parse = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value)

  it('a one-line text loses its controls and line breaks; a message keeps its lines', () => {
    expect(parse(text(), 'Rue\u0000 du\r\nBcc: x@evil.example').data).toBe('Rue du Bcc: x@evil.example')
    expect(parse(text({ lines: 'many', chars: FREE_TEXT_CHARS }), ' Bonjour,\r\n\r\nMerci\u0000 ').data).toBe('Bonjour,\n\nMerci')
    expect(parse(text({ required: true }), '\u0000\r\n').success).toBe(false)
  })

  it('an address with a line break is no address; a lone surrogate is replaced', () => {
    expect(parse(email(), 'eve@example.ch\r\nBcc: victim@example.ch').success).toBe(false)
    expect(parse(text(), 'Gr\uD83Duyère').data).toBe('Gr\uFFFDuyère')
  })
})

describe('email', () => {
  it('takes a trimmed address of at most 120 characters', () => {
    expect(email().parse(' lea@example.ch ')).toBe('lea@example.ch')
    expect(problem(email(), '')).toBe(FORM_MESSAGES.required)
    expect(problem(email(), `${'a'.repeat(110)}@example.ch`)).toBe('forms.validation.max?length=120')
    expect(email({ required: false }).parse('')).toBe('')
  })
})

describe('phone', () => {
  const parsed = (countryCode: string, number: string) => phone().safeParse({ countryCode, number })

  it('gives the number back in E.164, however it is typed (the rule itself is tested in phone.test.ts)', () => {
    for (const number of ['079 123 45 67', '79 123 45 67', '079/123.45.67', '+41 79 123 45 67', '0041 79 123 45 67'])
      expect(parsed('+41', number).data, number).toBe('+41791234567')
    expect(parsed('+33', '06 12 34 56 78').data).toBe('+33612345678')
    expect(parsed('+41', '+33 6 12 34 56 78').data).toBe('+33612345678')
  })

  it('the problem is on the number; an unknown code is refused; +41 by default', () => {
    expect(parsed('+41', '123').error?.issues[0]).toMatchObject({ path: ['number'], message: FORM_MESSAGES.phone })
    expect(parsed('+41', '079 ABC 45 67').error?.issues[0]).toMatchObject({ path: ['number'], message: FORM_MESSAGES.phone })
    expect(parsed('+1', '2025550123').error?.issues[0]).toMatchObject({ path: ['countryCode'], message: FORM_MESSAGES.phone })
    expect(phone().parse({ number: '079 123 45 67' })).toBe('+41791234567')
  })

  it('required unless told otherwise', () => {
    expect(parsed('+41', ' ').error?.issues[0]).toMatchObject({ path: ['number'], message: FORM_MESSAGES.required })
    expect(phone({ required: false }).parse({ countryCode: '+41', number: '' })).toBe('')
  })
})

describe('phoneText (the order funnel’s one-text field)', () => {
  it('takes the national, 0041 and +41 forms, mobile and landline, in E.164', () => {
    for (const typed of ['079 123 45 67', '0791234567', '079/123.45.67', '0041 79 123 45 67', '+41 79 123 45 67'])
      expect(phoneText().parse(typed), typed).toBe('+41791234567')
    expect(phoneText().parse('026 350 11 11')).toBe('+41263501111')
  })

  it('refuses what is no number with the phone message, a blank one with the required one', () => {
    expect(phoneText().safeParse('079 123 45').error?.issues[0]?.message).toBe(FORM_MESSAGES.phone)
    expect(phoneText().safeParse('').error?.issues[0]?.message).toBe(FORM_MESSAGES.required)
    expect(phoneText().safeParse('0'.repeat(26)).error?.issues[0]?.message).toBe('forms.validation.max?length=25')
  })
})

describe('checked', () => {
  it('only a ticked box passes', () => {
    expect(checked().parse(true)).toBe(true)
    expect(problem(checked(), undefined)).toBe(FORM_MESSAGES.checked)
  })
})

describe('date', () => {
  it("'dd / mm / yyyy' and its variants give the ISO day", () => {
    for (const input of ['5.3.2026', '05.03.2026', '05/03/2026', '5/3/2026', '05 / 03 / 2026', '05-03-2026', ' 5 . 3 . 2026 ']) {
      expect(date().parse(input), input).toBe('2026-03-05')
    }
  })

  it('refuses what is not a day of the calendar', () => {
    for (const input of ['31.04.2026', '29.02.2025', '0.1.2026', '1.13.2026', '1.1.1899', '2026-03-05', '5.3.26', 'demain']) {
      expect(parseDateInput(input), input).toBeNull()
    }
    expect(parseDateInput('29.02.2024')).toBe('2024-02-29')
    expect(parseDateInput('29.2.2000')).toBe('2000-02-29')
  })

  it('required unless told otherwise', () => {
    expect(problem(date(), '')).toBe(FORM_MESSAGES.required)
    expect(date({ required: false }).parse('')).toBe('')
    expect(date({ required: false }).parse(undefined)).toBe('')
  })

  it('not before today: today passes, yesterday does not', () => {
    const schema = date({ notBeforeToday: true, today: TODAY })
    expect(schema.parse('05.03.2026')).toBe('2026-03-05')
    expect(problem(schema, '04.03.2026')).toBe(FORM_MESSAGES.datePast)
  })

  it('today is the calendar day in Switzerland', () => {
    // 23:30 UTC on 4 March is 00:30 on 5 March in Zurich (winter time), 01:30 in summer.
    expect(swissDay(new Date('2026-03-04T23:30:00Z'))).toBe('2026-03-05')
    expect(swissDay(new Date('2026-07-04T22:30:00Z'))).toBe('2026-07-05')
    expect(swissDay(new Date('2026-07-04T21:30:00Z'))).toBe('2026-07-04')
    const justAfterMidnight = date({ notBeforeToday: true, today: () => new Date('2026-03-04T23:30:00Z') })
    expect(problem(justAfterMidnight, '04.03.2026')).toBe(FORM_MESSAGES.datePast)
  })

  it('a move is announced 21 days ahead: day 21 passes, day 20 does not', () => {
    const schema = date({ minDaysFromToday: 21, today: TODAY })
    expect(schema.parse('26.03.2026')).toBe('2026-03-26')
    expect(problem(schema, '25.03.2026')).toBe('forms.validation.dateMinDays?days=21')
  })

  it('the rules count from the day of each parse', () => {
    let now = new Date('2026-03-05T10:00:00Z')
    const schema = date({ notBeforeToday: true, today: () => now })
    expect(schema.safeParse('05.03.2026').success).toBe(true)
    now = new Date('2026-03-06T10:00:00Z')
    expect(schema.safeParse('05.03.2026').success).toBe(false)
  })

  it('of age on the 18th birthday', () => {
    const schema = date({ adult: true, today: TODAY })
    expect(schema.parse('05.03.2008')).toBe('2008-03-05')
    expect(problem(schema, '06.03.2008')).toBe(FORM_MESSAGES.adult)
    expect(problem(schema, '01.01.2030')).toBe(FORM_MESSAGES.adult)
  })

  it('born on 29 February: of age on 1 March of a common year', () => {
    const on = (day: string) => date({ adult: true, today: () => new Date(`${day}T12:00:00Z`) }).safeParse('29.02.2008').success
    expect(on('2026-02-28')).toBe(false)
    expect(on('2026-03-01')).toBe(true)
  })
})

describe('withConfirmation', () => {
  const schema = withConfirmation(
    z.object({ password: text({ required: true }), repeat: text({ required: true }), name: text({ required: true }) }),
    'password',
    'repeat',
  )

  it('passes when both are identical', () => {
    expect(schema.safeParse({ password: 'Secret-1', repeat: 'Secret-1', name: 'Léa' }).success).toBe(true)
  })

  it('reports a difference on the confirmation, even while another field is missing', () => {
    const issues = schema.safeParse({ password: 'Secret-1', repeat: 'Secret-2', name: '' }).error?.issues ?? []
    expect(issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['name', FORM_MESSAGES.required],
      ['repeat', FORM_MESSAGES.confirm],
    ])
  })

  it('says nothing of the confirmation while the field itself is wrong', () => {
    const issues = schema.safeParse({ password: '', repeat: 'Secret-2', name: 'Léa' }).error?.issues ?? []
    expect(issues.map(({ path }) => path.join('.'))).toEqual(['password'])
    // Not even an object: nothing to compare.
    expect(schema.safeParse(null).error?.issues.map(({ path }) => path.join('.'))).toEqual([''])
  })
})

describe('range', () => {
  it('takes numbers and the texts of scale answers, and gives a number', () => {
    const scale = range({ min: 1, max: 5 })
    expect(scale.parse('3')).toBe(3)
    expect(scale.parse(5)).toBe(5)
    expect(scale.parse(' 2,5 ')).toBe(2.5)
    expect(range({ min: -10 }).parse('-10')).toBe(-10)
  })

  it('an empty answer is required, a text that is no number is out of range', () => {
    expect(problem(range({ min: 1, max: 5 }), '')).toBe(FORM_MESSAGES.required)
    expect(problem(range({ min: 1, max: 5 }), null)).toBe(FORM_MESSAGES.required)
    expect(problem(range({ min: 1, max: 5 }), 'trois')).toBe('forms.validation.range?min=1&max=5')
    expect(problem(range({ min: 1, max: 5 }), Number.NaN)).toBe(FORM_MESSAGES.required)
  })
})

describe('list', () => {
  it('counts the elements', () => {
    const choices = list(z.enum(['tv', 'internet', 'phone']), { min: 1, max: 2 })
    expect(choices.parse(['tv'])).toEqual(['tv'])
    expect(problem(choices, [])).toBe('forms.validation.lengthMin?count=1')
    expect(problem(choices, ['tv', 'internet', 'phone'])).toBe('forms.validation.lengthMax?count=2')
  })
})

describe('attachments', () => {
  it('§5 and §9: jpg, jpeg, png, pdf, doc; 2 MB each; 5 files', () => {
    expect(ATTACHMENT_RULES).toEqual({ extensions: ['jpg', 'jpeg', 'png', 'pdf', 'doc'], maxBytes: 2 * MB, maxFiles: 5 })
  })

  it('the upload body limit holds every allowed file with room for the framing and the answers', () => {
    expect(BODY_LIMITS.upload - ATTACHMENT_RULES.maxFiles * ATTACHMENT_RULES.maxBytes).toBeGreaterThanOrEqual(128 * 1024)
  })

  it('accepts the allowed files, whatever the case of the extension, up to 2 MB, and keeps the files themselves', () => {
    const files = [
      new File(['%PDF-'], 'Contrat.PDF', { type: 'application/pdf' }),
      file('photo.jpeg', 2 * MB, 'image/jpeg'),
      file('lettre.doc'),
    ]
    const parsed = attachments().parse(files)
    expect(parsed).toHaveLength(3)
    expect(parsed[0]).toBe(files[0])
    expect(attachments().parse(undefined)).toEqual([])
  })

  it('a name without extension, or with an allowed one in the middle, is refused', () => {
    expect(problem(attachments(), [file('pdf')])).toBe('forms.validation.fileType?name=pdf')
    expect(problem(attachments(), [file('scan.pdf.exe')])).toBe('forms.validation.fileType?name=scan.pdf.exe')
  })

  it('the options narrow the rules', () => {
    const images = attachments({ extensions: ['png'], max: 1 })
    expect(images.safeParse([file('plan.png')]).success).toBe(true)
    expect(problem(images, [file('plan.pdf')])).toBe('forms.validation.fileType?name=plan.pdf')
    expect(problem(images, [file('a.png'), file('b.png')])).toBe('forms.validation.fileMax?count=1')
  })

  it('anything but files is no answer', () => {
    expect(problem(attachments(), ['scan.pdf'])).toBe(FORM_MESSAGES.required)
  })

  it('each bad file has its own message, on that file; too many files, on the list', () => {
    expect(attachmentProblems([file('virus.exe'), file('plan.pdf'), file('scan.pdf', 3 * MB)], 5)).toEqual({
      'files.0': 'forms.validation.fileType?name=virus.exe',
      'files.2': 'forms.validation.fileSize?size=2&unit=MB&name=scan.pdf',
    })
    // Too many: that is said first, the files are looked at once there are few enough.
    expect(attachmentProblems([file('a.exe'), file('b.exe')], 1)).toEqual({ files: 'forms.validation.fileMax?count=1' })
    expect(attachmentProblems([file('plan.pdf')], 5)).toEqual({})
  })
})
