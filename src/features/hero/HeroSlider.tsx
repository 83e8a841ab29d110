'use client'

import type EmblaCarousel from 'embla-carousel'
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import { useTranslations } from 'next-intl'
import { Children, useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'

import { Icon } from '@/ui/Icon'
import { whenIdle } from '@/ui/when-idle'

import { autoplayRunning, SLIDER, sliderLoops } from './hero-rules'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange)
  return () => document.removeEventListener('visibilitychange', onChange)
}

// The server assumes calm motion and a hidden tab: nothing moves before hydration.
const useReducedMotion = () =>
  useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  )
const useDocumentHidden = () =>
  useSyncExternalStore(
    subscribeVisibility,
    () => document.hidden,
    () => true,
  )

/**
 * Whether the element is out of the window, from an IntersectionObserver: false until it reports,
 * as the server cannot know.
 */
function useOffScreen() {
  const [offScreen, setOffScreen] = useState(false)
  const ref = useCallback((node: HTMLElement) => {
    const observer = new IntersectionObserver(([entry]) => setOffScreen(entry ? !entry.isIntersecting : false))
    observer.observe(node)
    return () => observer.disconnect()
  }, [])
  return [ref, offScreen] as const
}

/**
 * Embla on the viewport, started when the slider first has to move: the first autoplay step, a dot,
 * a press on a slide (pointerdown comes before the touchstart or mousedown embla drags from, so the
 * first swipe is not lost). Until then the slides are links and nothing measures them; the module is
 * fetched once the page is idle, so a press finds it. `data-carousel` on the viewport says how far
 * it got: "loaded", then "started".
 */
function useLazyEmbla(options: EmblaOptionsType) {
  const [embla, setEmbla] = useState<EmblaCarouselType>()
  const latest = useRef(options)
  const applied = useRef('')
  const started = useRef<() => Promise<EmblaCarouselType | undefined>>(() => Promise.resolve(undefined))
  const key = JSON.stringify(options)
  useEffect(() => {
    latest.current = options
    if (!embla || applied.current === key) return
    applied.current = key
    embla.reInit(options)
  }, [embla, key, options])
  const viewportRef = useCallback((node: HTMLDivElement) => {
    let ended = false
    let carousel: typeof EmblaCarousel | undefined
    let created: EmblaCarouselType | undefined
    let loading: Promise<void> | undefined
    const load = () =>
      (loading ??= import('embla-carousel').then((module) => {
        carousel = module.default
        node.dataset.carousel = 'loaded'
      }))
    const create = () => {
      if (!created && carousel && !ended) {
        applied.current = JSON.stringify(latest.current)
        created = carousel(node, latest.current)
        node.dataset.carousel = 'started'
        setEmbla(created)
      }
      return created
    }
    const onPress = () => {
      if (carousel) create()
      else void load().then(create)
    }
    started.current = () => load().then(create)
    const cancelLoad = whenIdle(() => void load())
    node.addEventListener('pointerdown', onPress, { capture: true })
    return () => {
      ended = true
      cancelLoad()
      node.removeEventListener('pointerdown', onPress, { capture: true })
      created?.destroy()
      setEmbla(undefined)
    }
  }, [])
  const start = useCallback(() => started.current(), [])
  return [viewportRef, embla, start] as const
}

type Props = {
  /** Server-rendered slides (HeroCell), one child per slide. */
  children: ReactNode
  /** Accessible name of the carousel region. */
  label: string
}

/**
 * §4 hero slider on embla: one slide at a time, loop and autoplay (5000 ms) only with more than
 * one slide, ≈ 900 ms transitions, dots. Autoplay stops on hover, keyboard focus, a hidden tab, a
 * slider out of the window, reduced motion, and with the pause button (WCAG 2.2.2).
 */
export function HeroSlider({ children, label }: Props) {
  const t = useTranslations('hero')
  const slides = Children.toArray(children)
  const count = slides.length
  const loop = sliderLoops(count)
  const reducedMotion = useReducedMotion()
  const documentHidden = useDocumentHidden()
  const [sliderRef, offScreen] = useOffScreen()
  const [viewportRef, embla, start] = useLazyEmbla({
    loop,
    active: count > 1,
    slidesToScroll: SLIDER.slidesToScroll,
    // 0 makes embla jump: dots still work for users who asked for no motion.
    duration: reducedMotion ? 0 : SLIDER.emblaDuration,
  })
  const [selected, setSelected] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focusWithin, setFocusWithin] = useState(false)
  const [pausedByUser, setPausedByUser] = useState(false)

  // A dot chosen before embla has come: that slide is shown as soon as it starts.
  const chosenEarly = useRef<number | null>(null)

  useEffect(() => {
    if (!embla) return
    if (chosenEarly.current !== null) embla.scrollTo(chosenEarly.current, true)
    chosenEarly.current = null
    const onSelect = () => setSelected(embla.selectedScrollSnap())
    onSelect()
    embla.on('select', onSelect).on('reInit', onSelect)
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect)
    }
  }, [embla])

  const running = autoplayRunning({ count, reducedMotion, hovered, focusWithin, documentHidden, offScreen, pausedByUser })

  // Restarted on every selection so each slide gets its full 5 s, also after a dot click or a drag.
  useEffect(() => {
    if (!running) return
    const timer = window.setInterval(() => void start().then((carousel) => carousel?.scrollNext()), SLIDER.autoplayMs)
    return () => window.clearInterval(timer)
  }, [start, running, selected])

  const goTo = useCallback(
    (index: number) => {
      if (embla) return embla.scrollTo(index)
      chosenEarly.current = index
      setSelected(index)
      void start()
    },
    [embla, start],
  )

  if (count === 0) return null

  return (
    <section
      ref={sliderRef}
      aria-roledescription={t('carousel')}
      aria-label={label}
      className="relative"
      data-hero-slider=""
      data-autoplay={running ? 'on' : 'off'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false)
      }}
    >
      <div ref={viewportRef} className="overflow-hidden">
        {/* Announce changes only when the user drives the slider, not every 5 s. The track is a
            layer of its own: a slide moves on the compositor instead of being painted again in
            every frame (a 1440 px transition: 2.5 → 1.1 s of the browser’s CPU). */}
        <div className={`flex touch-pan-y ${count > 1 ? 'will-change-transform' : ''}`} aria-live={running ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription={t('slide')}
              aria-label={t('slideOf', { index: index + 1, count })}
              // Off-screen slides keep their links out of the tab order.
              inert={index !== selected}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className="flex items-center justify-center gap-1 bg-surface py-1">
          {/* Nothing moves with reduced motion, so nothing to pause; the space stays so the dots never shift. */}
          <button
            type="button"
            onClick={() => setPausedByUser((paused) => !paused)}
            aria-label={pausedByUser ? t('play') : t('pause')}
            className={`inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface-alt ${reducedMotion ? 'invisible' : ''}`}
          >
            {pausedByUser ? <Icon icon="play" size={20} /> : <Icon icon="pause" size={20} />}
          </button>
          <div role="group" aria-label={t('dots')} className="flex items-center">
            {slides.map((_, index) => (
              <button
                key={index}
                type="button"
                onClick={() => goTo(index)}
                aria-label={t('slideOf', { index: index + 1, count })}
                aria-current={index === selected ? 'true' : undefined}
                className="group inline-flex size-11 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block h-3 rounded-full transition-all duration-300 motion-reduce:transition-none ${index === selected ? 'w-8 bg-primary' : 'w-3 bg-muted group-hover:bg-ink'}`}
                />
              </button>
            ))}
          </div>
        </div>
      )}
    </section>
  )
}
