import { describe, expect, it } from 'vitest'

import { issuesByField } from '@/lib/form-message'

import { newPasswordSchema, profileSchema, signInSchema } from './account-forms'

const problems = (result: { success: boolean; error?: Parameters<typeof issuesByField>[0] }) =>
  result.error ? issuesByField(result.error) : {}

describe('account forms (§5, §8)', () => {
  it('a new password must be confirmed identically (§5 "must be identical")', () => {
    expect(problems(newPasswordSchema.safeParse({ password: 'long-enough-1', confirmation: 'long-enough-2' }))).toEqual({
      confirmation: 'forms.validation.confirm',
    })
    expect(newPasswordSchema.safeParse({ password: 'long-enough-1', confirmation: 'long-enough-1' }).success).toBe(true)
  })

  it('a new password has at least 10 characters', () => {
    expect(problems(newPasswordSchema.safeParse({ password: 'short', confirmation: 'short' })).password).toBe(
      'forms.validation.min?length=10',
    )
  })

  it('the profile keeps the password when none is typed, and confirms one that is', () => {
    expect(profileSchema.safeParse({ name: 'Anna', email: 'anna@example.ch', password: '', confirmation: '' }).success).toBe(true)
    expect(problems(profileSchema.safeParse({ name: '', email: 'anna@example.ch', password: 'long-enough-1', confirmation: '' }))).toEqual({
      confirmation: 'forms.validation.confirm',
    })
    expect(
      problems(profileSchema.safeParse({ name: '', email: 'anna@example.ch', password: 'short', confirmation: 'short' })).password,
    ).toBe('forms.validation.min?length=10')
    expect(problems(profileSchema.safeParse({ name: '', email: 'not-an-address', password: '', confirmation: '' })).email).toBe(
      'forms.validation.email',
    )
  })

  it('sign-in needs an address and a password', () => {
    expect(problems(signInSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'forms.validation.required',
      password: 'forms.validation.required',
    })
  })
})
