import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_users_role" AS ENUM('admin', 'editor');
  CREATE TYPE "cms"."enum_pages_blocks_goals_items_status" AS ENUM('good', 'warn', 'neutral');
  CREATE TYPE "cms"."enum_pages_blocks_employee_directory_rows_status" AS ENUM('good', 'warn', 'neutral');
  CREATE TYPE "cms"."enum_pages_blocks_payroll_run_rows_status" AS ENUM('good', 'warn', 'neutral');
  CREATE TYPE "cms"."enum_pages_blocks_attendance_legend_key" AS ENUM('p', 'l', 'h');
  CREATE TYPE "cms"."enum_pages_blocks_hero_slider_slides_image_src" AS ENUM('/images/illustrations/hero-global-clients.svg', '/images/illustrations/hero-digital-products.svg', '/images/illustrations/hero-leadership-interview.svg', '/images/illustrations/hero-consultant-presenting.svg');
  CREATE TYPE "cms"."enum_about_values_items_icon" AS ENUM('arrow-right', 'award', 'badge-percent', 'bandage', 'book-open', 'bot', 'brain', 'briefcase', 'building', 'building-2', 'calculator', 'car', 'chart-column', 'check', 'chevron-down', 'chevron-left', 'chevron-right', 'circle-arrow-up', 'circle-check', 'circle-check-big', 'clipboard-check', 'clock', 'cloud', 'cog', 'compass', 'construction', 'cpu', 'database', 'earth', 'eye', 'factory', 'file-check', 'file-pen', 'file-text', 'fuel', 'gem', 'gift', 'globe', 'graduation-cap', 'hand', 'hand-heart', 'handshake', 'headset', 'hospital', 'hourglass', 'house', 'image', 'landmark', 'languages', 'laptop', 'lightbulb', 'link', 'list-checks', 'lock', 'mail', 'map-pin', 'megaphone', 'menu', 'message-circle', 'monitor', 'mouse-pointer-click', 'network', 'palette', 'pause', 'pen-line', 'phone', 'play', 'plug', 'puzzle', 'quote', 'radio-tower', 'receipt', 'refresh-cw', 'repeat', 'rocket', 'school', 'search', 'send', 'share-2', 'shield', 'shield-check', 'shopping-cart', 'sliders-horizontal', 'smartphone', 'sparkles', 'speech', 'sprout', 'star', 'stethoscope', 'target', 'timer', 'toolbox', 'trending-down', 'trending-up', 'trophy', 'user-check', 'users', 'wallet', 'watch', 'wifi', 'workflow', 'wrench', 'x', 'zap', 'brand-linkedin', 'brand-x', 'brand-facebook');
  CREATE TYPE "cms"."enum_about_why_choose_us_items_icon" AS ENUM('arrow-right', 'award', 'badge-percent', 'bandage', 'book-open', 'bot', 'brain', 'briefcase', 'building', 'building-2', 'calculator', 'car', 'chart-column', 'check', 'chevron-down', 'chevron-left', 'chevron-right', 'circle-arrow-up', 'circle-check', 'circle-check-big', 'clipboard-check', 'clock', 'cloud', 'cog', 'compass', 'construction', 'cpu', 'database', 'earth', 'eye', 'factory', 'file-check', 'file-pen', 'file-text', 'fuel', 'gem', 'gift', 'globe', 'graduation-cap', 'hand', 'hand-heart', 'handshake', 'headset', 'hospital', 'hourglass', 'house', 'image', 'landmark', 'languages', 'laptop', 'lightbulb', 'link', 'list-checks', 'lock', 'mail', 'map-pin', 'megaphone', 'menu', 'message-circle', 'monitor', 'mouse-pointer-click', 'network', 'palette', 'pause', 'pen-line', 'phone', 'play', 'plug', 'puzzle', 'quote', 'radio-tower', 'receipt', 'refresh-cw', 'repeat', 'rocket', 'school', 'search', 'send', 'share-2', 'shield', 'shield-check', 'shopping-cart', 'sliders-horizontal', 'smartphone', 'sparkles', 'speech', 'sprout', 'star', 'stethoscope', 'target', 'timer', 'toolbox', 'trending-down', 'trending-up', 'trophy', 'user-check', 'users', 'wallet', 'watch', 'wifi', 'workflow', 'wrench', 'x', 'zap', 'brand-linkedin', 'brand-x', 'brand-facebook');
  CREATE TYPE "cms"."enum_about_expertise_items_icon" AS ENUM('arrow-right', 'award', 'badge-percent', 'bandage', 'book-open', 'bot', 'brain', 'briefcase', 'building', 'building-2', 'calculator', 'car', 'chart-column', 'check', 'chevron-down', 'chevron-left', 'chevron-right', 'circle-arrow-up', 'circle-check', 'circle-check-big', 'clipboard-check', 'clock', 'cloud', 'cog', 'compass', 'construction', 'cpu', 'database', 'earth', 'eye', 'factory', 'file-check', 'file-pen', 'file-text', 'fuel', 'gem', 'gift', 'globe', 'graduation-cap', 'hand', 'hand-heart', 'handshake', 'headset', 'hospital', 'hourglass', 'house', 'image', 'landmark', 'languages', 'laptop', 'lightbulb', 'link', 'list-checks', 'lock', 'mail', 'map-pin', 'megaphone', 'menu', 'message-circle', 'monitor', 'mouse-pointer-click', 'network', 'palette', 'pause', 'pen-line', 'phone', 'play', 'plug', 'puzzle', 'quote', 'radio-tower', 'receipt', 'refresh-cw', 'repeat', 'rocket', 'school', 'search', 'send', 'share-2', 'shield', 'shield-check', 'shopping-cart', 'sliders-horizontal', 'smartphone', 'sparkles', 'speech', 'sprout', 'star', 'stethoscope', 'target', 'timer', 'toolbox', 'trending-down', 'trending-up', 'trophy', 'user-check', 'users', 'wallet', 'watch', 'wifi', 'workflow', 'wrench', 'x', 'zap', 'brand-linkedin', 'brand-x', 'brand-facebook');
  CREATE TYPE "cms"."enum_about_staffing_items_icon" AS ENUM('arrow-right', 'award', 'badge-percent', 'bandage', 'book-open', 'bot', 'brain', 'briefcase', 'building', 'building-2', 'calculator', 'car', 'chart-column', 'check', 'chevron-down', 'chevron-left', 'chevron-right', 'circle-arrow-up', 'circle-check', 'circle-check-big', 'clipboard-check', 'clock', 'cloud', 'cog', 'compass', 'construction', 'cpu', 'database', 'earth', 'eye', 'factory', 'file-check', 'file-pen', 'file-text', 'fuel', 'gem', 'gift', 'globe', 'graduation-cap', 'hand', 'hand-heart', 'handshake', 'headset', 'hospital', 'hourglass', 'house', 'image', 'landmark', 'languages', 'laptop', 'lightbulb', 'link', 'list-checks', 'lock', 'mail', 'map-pin', 'megaphone', 'menu', 'message-circle', 'monitor', 'mouse-pointer-click', 'network', 'palette', 'pause', 'pen-line', 'phone', 'play', 'plug', 'puzzle', 'quote', 'radio-tower', 'receipt', 'refresh-cw', 'repeat', 'rocket', 'school', 'search', 'send', 'share-2', 'shield', 'shield-check', 'shopping-cart', 'sliders-horizontal', 'smartphone', 'sparkles', 'speech', 'sprout', 'star', 'stethoscope', 'target', 'timer', 'toolbox', 'trending-down', 'trending-up', 'trophy', 'user-check', 'users', 'wallet', 'watch', 'wifi', 'workflow', 'wrench', 'x', 'zap', 'brand-linkedin', 'brand-x', 'brand-facebook');
  CREATE TYPE "cms"."enum_pages_blocks_section_items_icon" AS ENUM('arrow-right', 'award', 'badge-percent', 'bandage', 'book-open', 'bot', 'brain', 'briefcase', 'building', 'building-2', 'calculator', 'car', 'chart-column', 'check', 'chevron-down', 'chevron-left', 'chevron-right', 'circle-arrow-up', 'circle-check', 'circle-check-big', 'clipboard-check', 'clock', 'cloud', 'cog', 'compass', 'construction', 'cpu', 'database', 'earth', 'eye', 'factory', 'file-check', 'file-pen', 'file-text', 'fuel', 'gem', 'gift', 'globe', 'graduation-cap', 'hand', 'hand-heart', 'handshake', 'headset', 'hospital', 'hourglass', 'house', 'image', 'landmark', 'languages', 'laptop', 'lightbulb', 'link', 'list-checks', 'lock', 'mail', 'map-pin', 'megaphone', 'menu', 'message-circle', 'monitor', 'mouse-pointer-click', 'network', 'palette', 'pause', 'pen-line', 'phone', 'play', 'plug', 'puzzle', 'quote', 'radio-tower', 'receipt', 'refresh-cw', 'repeat', 'rocket', 'school', 'search', 'send', 'share-2', 'shield', 'shield-check', 'shopping-cart', 'sliders-horizontal', 'smartphone', 'sparkles', 'speech', 'sprout', 'star', 'stethoscope', 'target', 'timer', 'toolbox', 'trending-down', 'trending-up', 'trophy', 'user-check', 'users', 'wallet', 'watch', 'wifi', 'workflow', 'wrench', 'x', 'zap', 'brand-linkedin', 'brand-x', 'brand-facebook');
  CREATE TYPE "cms"."enum_pages_blocks_section_groups_icon" AS ENUM('arrow-right', 'award', 'badge-percent', 'bandage', 'book-open', 'bot', 'brain', 'briefcase', 'building', 'building-2', 'calculator', 'car', 'chart-column', 'check', 'chevron-down', 'chevron-left', 'chevron-right', 'circle-arrow-up', 'circle-check', 'circle-check-big', 'clipboard-check', 'clock', 'cloud', 'cog', 'compass', 'construction', 'cpu', 'database', 'earth', 'eye', 'factory', 'file-check', 'file-pen', 'file-text', 'fuel', 'gem', 'gift', 'globe', 'graduation-cap', 'hand', 'hand-heart', 'handshake', 'headset', 'hospital', 'hourglass', 'house', 'image', 'landmark', 'languages', 'laptop', 'lightbulb', 'link', 'list-checks', 'lock', 'mail', 'map-pin', 'megaphone', 'menu', 'message-circle', 'monitor', 'mouse-pointer-click', 'network', 'palette', 'pause', 'pen-line', 'phone', 'play', 'plug', 'puzzle', 'quote', 'radio-tower', 'receipt', 'refresh-cw', 'repeat', 'rocket', 'school', 'search', 'send', 'share-2', 'shield', 'shield-check', 'shopping-cart', 'sliders-horizontal', 'smartphone', 'sparkles', 'speech', 'sprout', 'star', 'stethoscope', 'target', 'timer', 'toolbox', 'trending-down', 'trending-up', 'trophy', 'user-check', 'users', 'wallet', 'watch', 'wifi', 'workflow', 'wrench', 'x', 'zap', 'brand-linkedin', 'brand-x', 'brand-facebook');
  CREATE TYPE "cms"."enum_pages_blocks_section_screens_screen" AS ENUM('review-form', 'goals', 'analytics', 'employee-directory', 'payroll-run', 'attendance');
  CREATE TYPE "cms"."enum_pages_blocks_section_design" AS ENUM('about-story', 'about-expertise', 'industries-overview', 'careers-benefits', 'careers-positions', 'contact-form', 'products-list', 'product-features', 'product-tour');
  CREATE TYPE "cms"."enum_pages_blocks_prose_art" AS ENUM('colleaguesAtSharedDesk', 'consultantWithClientTeam', 'contactChannels', 'recruiterReviewingCandidates', 'recruiterShortlistingProfiles', 'searchAcrossLeaders', 'teamAgreeingPlan', 'teamAtDashboards', 'teamStandingTogether');
  CREATE TYPE "cms"."enum_pages_blocks_cards_items_icon" AS ENUM('arrow-right', 'award', 'badge-percent', 'bandage', 'book-open', 'bot', 'brain', 'briefcase', 'building', 'building-2', 'calculator', 'car', 'chart-column', 'check', 'chevron-down', 'chevron-left', 'chevron-right', 'circle-arrow-up', 'circle-check', 'circle-check-big', 'clipboard-check', 'clock', 'cloud', 'cog', 'compass', 'construction', 'cpu', 'database', 'earth', 'eye', 'factory', 'file-check', 'file-pen', 'file-text', 'fuel', 'gem', 'gift', 'globe', 'graduation-cap', 'hand', 'hand-heart', 'handshake', 'headset', 'hospital', 'hourglass', 'house', 'image', 'landmark', 'languages', 'laptop', 'lightbulb', 'link', 'list-checks', 'lock', 'mail', 'map-pin', 'megaphone', 'menu', 'message-circle', 'monitor', 'mouse-pointer-click', 'network', 'palette', 'pause', 'pen-line', 'phone', 'play', 'plug', 'puzzle', 'quote', 'radio-tower', 'receipt', 'refresh-cw', 'repeat', 'rocket', 'school', 'search', 'send', 'share-2', 'shield', 'shield-check', 'shopping-cart', 'sliders-horizontal', 'smartphone', 'sparkles', 'speech', 'sprout', 'star', 'stethoscope', 'target', 'timer', 'toolbox', 'trending-down', 'trending-up', 'trophy', 'user-check', 'users', 'wallet', 'watch', 'wifi', 'workflow', 'wrench', 'x', 'zap', 'brand-linkedin', 'brand-x', 'brand-facebook');
  CREATE TYPE "cms"."enum_pages_blocks_cards_format" AS ENUM('icon-cards', 'feature-list', 'numbered');
  CREATE TYPE "cms"."enum_pages_blocks_groups_items_icon" AS ENUM('arrow-right', 'award', 'badge-percent', 'bandage', 'book-open', 'bot', 'brain', 'briefcase', 'building', 'building-2', 'calculator', 'car', 'chart-column', 'check', 'chevron-down', 'chevron-left', 'chevron-right', 'circle-arrow-up', 'circle-check', 'circle-check-big', 'clipboard-check', 'clock', 'cloud', 'cog', 'compass', 'construction', 'cpu', 'database', 'earth', 'eye', 'factory', 'file-check', 'file-pen', 'file-text', 'fuel', 'gem', 'gift', 'globe', 'graduation-cap', 'hand', 'hand-heart', 'handshake', 'headset', 'hospital', 'hourglass', 'house', 'image', 'landmark', 'languages', 'laptop', 'lightbulb', 'link', 'list-checks', 'lock', 'mail', 'map-pin', 'megaphone', 'menu', 'message-circle', 'monitor', 'mouse-pointer-click', 'network', 'palette', 'pause', 'pen-line', 'phone', 'play', 'plug', 'puzzle', 'quote', 'radio-tower', 'receipt', 'refresh-cw', 'repeat', 'rocket', 'school', 'search', 'send', 'share-2', 'shield', 'shield-check', 'shopping-cart', 'sliders-horizontal', 'smartphone', 'sparkles', 'speech', 'sprout', 'star', 'stethoscope', 'target', 'timer', 'toolbox', 'trending-down', 'trending-up', 'trophy', 'user-check', 'users', 'wallet', 'watch', 'wifi', 'workflow', 'wrench', 'x', 'zap', 'brand-linkedin', 'brand-x', 'brand-facebook');
  CREATE TYPE "cms"."enum_pages_blocks_groups_format" AS ENUM('catalogue', 'accordion');
  CREATE TYPE "cms"."enum_pages_change_frequency" AS ENUM('daily', 'weekly', 'monthly', 'yearly');
  CREATE TYPE "cms"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__pages_v_blocks_goals_items_status" AS ENUM('good', 'warn', 'neutral');
  CREATE TYPE "cms"."enum__pages_v_blocks_employee_directory_rows_status" AS ENUM('good', 'warn', 'neutral');
  CREATE TYPE "cms"."enum__pages_v_blocks_payroll_run_rows_status" AS ENUM('good', 'warn', 'neutral');
  CREATE TYPE "cms"."enum__pages_v_blocks_attendance_legend_key" AS ENUM('p', 'l', 'h');
  CREATE TYPE "cms"."enum__pages_v_blocks_hero_slider_slides_image_src" AS ENUM('/images/illustrations/hero-global-clients.svg', '/images/illustrations/hero-digital-products.svg', '/images/illustrations/hero-leadership-interview.svg', '/images/illustrations/hero-consultant-presenting.svg');
  CREATE TYPE "cms"."enum__about_v_values_items_icon" AS ENUM('arrow-right', 'award', 'badge-percent', 'bandage', 'book-open', 'bot', 'brain', 'briefcase', 'building', 'building-2', 'calculator', 'car', 'chart-column', 'check', 'chevron-down', 'chevron-left', 'chevron-right', 'circle-arrow-up', 'circle-check', 'circle-check-big', 'clipboard-check', 'clock', 'cloud', 'cog', 'compass', 'construction', 'cpu', 'database', 'earth', 'eye', 'factory', 'file-check', 'file-pen', 'file-text', 'fuel', 'gem', 'gift', 'globe', 'graduation-cap', 'hand', 'hand-heart', 'handshake', 'headset', 'hospital', 'hourglass', 'house', 'image', 'landmark', 'languages', 'laptop', 'lightbulb', 'link', 'list-checks', 'lock', 'mail', 'map-pin', 'megaphone', 'menu', 'message-circle', 'monitor', 'mouse-pointer-click', 'network', 'palette', 'pause', 'pen-line', 'phone', 'play', 'plug', 'puzzle', 'quote', 'radio-tower', 'receipt', 'refresh-cw', 'repeat', 'rocket', 'school', 'search', 'send', 'share-2', 'shield', 'shield-check', 'shopping-cart', 'sliders-horizontal', 'smartphone', 'sparkles', 'speech', 'sprout', 'star', 'stethoscope', 'target', 'timer', 'toolbox', 'trending-down', 'trending-up', 'trophy', 'user-check', 'users', 'wallet', 'watch', 'wifi', 'workflow', 'wrench', 'x', 'zap', 'brand-linkedin', 'brand-x', 'brand-facebook');
  CREATE TYPE "cms"."enum__about_v_why_choose_us_items_icon" AS ENUM('arrow-right', 'award', 'badge-percent', 'bandage', 'book-open', 'bot', 'brain', 'briefcase', 'building', 'building-2', 'calculator', 'car', 'chart-column', 'check', 'chevron-down', 'chevron-left', 'chevron-right', 'circle-arrow-up', 'circle-check', 'circle-check-big', 'clipboard-check', 'clock', 'cloud', 'cog', 'compass', 'construction', 'cpu', 'database', 'earth', 'eye', 'factory', 'file-check', 'file-pen', 'file-text', 'fuel', 'gem', 'gift', 'globe', 'graduation-cap', 'hand', 'hand-heart', 'handshake', 'headset', 'hospital', 'hourglass', 'house', 'image', 'landmark', 'languages', 'laptop', 'lightbulb', 'link', 'list-checks', 'lock', 'mail', 'map-pin', 'megaphone', 'menu', 'message-circle', 'monitor', 'mouse-pointer-click', 'network', 'palette', 'pause', 'pen-line', 'phone', 'play', 'plug', 'puzzle', 'quote', 'radio-tower', 'receipt', 'refresh-cw', 'repeat', 'rocket', 'school', 'search', 'send', 'share-2', 'shield', 'shield-check', 'shopping-cart', 'sliders-horizontal', 'smartphone', 'sparkles', 'speech', 'sprout', 'star', 'stethoscope', 'target', 'timer', 'toolbox', 'trending-down', 'trending-up', 'trophy', 'user-check', 'users', 'wallet', 'watch', 'wifi', 'workflow', 'wrench', 'x', 'zap', 'brand-linkedin', 'brand-x', 'brand-facebook');
  CREATE TYPE "cms"."enum__about_v_expertise_items_icon" AS ENUM('arrow-right', 'award', 'badge-percent', 'bandage', 'book-open', 'bot', 'brain', 'briefcase', 'building', 'building-2', 'calculator', 'car', 'chart-column', 'check', 'chevron-down', 'chevron-left', 'chevron-right', 'circle-arrow-up', 'circle-check', 'circle-check-big', 'clipboard-check', 'clock', 'cloud', 'cog', 'compass', 'construction', 'cpu', 'database', 'earth', 'eye', 'factory', 'file-check', 'file-pen', 'file-text', 'fuel', 'gem', 'gift', 'globe', 'graduation-cap', 'hand', 'hand-heart', 'handshake', 'headset', 'hospital', 'hourglass', 'house', 'image', 'landmark', 'languages', 'laptop', 'lightbulb', 'link', 'list-checks', 'lock', 'mail', 'map-pin', 'megaphone', 'menu', 'message-circle', 'monitor', 'mouse-pointer-click', 'network', 'palette', 'pause', 'pen-line', 'phone', 'play', 'plug', 'puzzle', 'quote', 'radio-tower', 'receipt', 'refresh-cw', 'repeat', 'rocket', 'school', 'search', 'send', 'share-2', 'shield', 'shield-check', 'shopping-cart', 'sliders-horizontal', 'smartphone', 'sparkles', 'speech', 'sprout', 'star', 'stethoscope', 'target', 'timer', 'toolbox', 'trending-down', 'trending-up', 'trophy', 'user-check', 'users', 'wallet', 'watch', 'wifi', 'workflow', 'wrench', 'x', 'zap', 'brand-linkedin', 'brand-x', 'brand-facebook');
  CREATE TYPE "cms"."enum__about_v_staffing_items_icon" AS ENUM('arrow-right', 'award', 'badge-percent', 'bandage', 'book-open', 'bot', 'brain', 'briefcase', 'building', 'building-2', 'calculator', 'car', 'chart-column', 'check', 'chevron-down', 'chevron-left', 'chevron-right', 'circle-arrow-up', 'circle-check', 'circle-check-big', 'clipboard-check', 'clock', 'cloud', 'cog', 'compass', 'construction', 'cpu', 'database', 'earth', 'eye', 'factory', 'file-check', 'file-pen', 'file-text', 'fuel', 'gem', 'gift', 'globe', 'graduation-cap', 'hand', 'hand-heart', 'handshake', 'headset', 'hospital', 'hourglass', 'house', 'image', 'landmark', 'languages', 'laptop', 'lightbulb', 'link', 'list-checks', 'lock', 'mail', 'map-pin', 'megaphone', 'menu', 'message-circle', 'monitor', 'mouse-pointer-click', 'network', 'palette', 'pause', 'pen-line', 'phone', 'play', 'plug', 'puzzle', 'quote', 'radio-tower', 'receipt', 'refresh-cw', 'repeat', 'rocket', 'school', 'search', 'send', 'share-2', 'shield', 'shield-check', 'shopping-cart', 'sliders-horizontal', 'smartphone', 'sparkles', 'speech', 'sprout', 'star', 'stethoscope', 'target', 'timer', 'toolbox', 'trending-down', 'trending-up', 'trophy', 'user-check', 'users', 'wallet', 'watch', 'wifi', 'workflow', 'wrench', 'x', 'zap', 'brand-linkedin', 'brand-x', 'brand-facebook');
  CREATE TYPE "cms"."enum__pages_v_blocks_section_items_icon" AS ENUM('arrow-right', 'award', 'badge-percent', 'bandage', 'book-open', 'bot', 'brain', 'briefcase', 'building', 'building-2', 'calculator', 'car', 'chart-column', 'check', 'chevron-down', 'chevron-left', 'chevron-right', 'circle-arrow-up', 'circle-check', 'circle-check-big', 'clipboard-check', 'clock', 'cloud', 'cog', 'compass', 'construction', 'cpu', 'database', 'earth', 'eye', 'factory', 'file-check', 'file-pen', 'file-text', 'fuel', 'gem', 'gift', 'globe', 'graduation-cap', 'hand', 'hand-heart', 'handshake', 'headset', 'hospital', 'hourglass', 'house', 'image', 'landmark', 'languages', 'laptop', 'lightbulb', 'link', 'list-checks', 'lock', 'mail', 'map-pin', 'megaphone', 'menu', 'message-circle', 'monitor', 'mouse-pointer-click', 'network', 'palette', 'pause', 'pen-line', 'phone', 'play', 'plug', 'puzzle', 'quote', 'radio-tower', 'receipt', 'refresh-cw', 'repeat', 'rocket', 'school', 'search', 'send', 'share-2', 'shield', 'shield-check', 'shopping-cart', 'sliders-horizontal', 'smartphone', 'sparkles', 'speech', 'sprout', 'star', 'stethoscope', 'target', 'timer', 'toolbox', 'trending-down', 'trending-up', 'trophy', 'user-check', 'users', 'wallet', 'watch', 'wifi', 'workflow', 'wrench', 'x', 'zap', 'brand-linkedin', 'brand-x', 'brand-facebook');
  CREATE TYPE "cms"."enum__pages_v_blocks_section_groups_icon" AS ENUM('arrow-right', 'award', 'badge-percent', 'bandage', 'book-open', 'bot', 'brain', 'briefcase', 'building', 'building-2', 'calculator', 'car', 'chart-column', 'check', 'chevron-down', 'chevron-left', 'chevron-right', 'circle-arrow-up', 'circle-check', 'circle-check-big', 'clipboard-check', 'clock', 'cloud', 'cog', 'compass', 'construction', 'cpu', 'database', 'earth', 'eye', 'factory', 'file-check', 'file-pen', 'file-text', 'fuel', 'gem', 'gift', 'globe', 'graduation-cap', 'hand', 'hand-heart', 'handshake', 'headset', 'hospital', 'hourglass', 'house', 'image', 'landmark', 'languages', 'laptop', 'lightbulb', 'link', 'list-checks', 'lock', 'mail', 'map-pin', 'megaphone', 'menu', 'message-circle', 'monitor', 'mouse-pointer-click', 'network', 'palette', 'pause', 'pen-line', 'phone', 'play', 'plug', 'puzzle', 'quote', 'radio-tower', 'receipt', 'refresh-cw', 'repeat', 'rocket', 'school', 'search', 'send', 'share-2', 'shield', 'shield-check', 'shopping-cart', 'sliders-horizontal', 'smartphone', 'sparkles', 'speech', 'sprout', 'star', 'stethoscope', 'target', 'timer', 'toolbox', 'trending-down', 'trending-up', 'trophy', 'user-check', 'users', 'wallet', 'watch', 'wifi', 'workflow', 'wrench', 'x', 'zap', 'brand-linkedin', 'brand-x', 'brand-facebook');
  CREATE TYPE "cms"."enum__pages_v_blocks_section_screens_screen" AS ENUM('review-form', 'goals', 'analytics', 'employee-directory', 'payroll-run', 'attendance');
  CREATE TYPE "cms"."enum__pages_v_blocks_section_design" AS ENUM('about-story', 'about-expertise', 'industries-overview', 'careers-benefits', 'careers-positions', 'contact-form', 'products-list', 'product-features', 'product-tour');
  CREATE TYPE "cms"."enum__pages_v_blocks_prose_art" AS ENUM('colleaguesAtSharedDesk', 'consultantWithClientTeam', 'contactChannels', 'recruiterReviewingCandidates', 'recruiterShortlistingProfiles', 'searchAcrossLeaders', 'teamAgreeingPlan', 'teamAtDashboards', 'teamStandingTogether');
  CREATE TYPE "cms"."enum__pages_v_blocks_cards_items_icon" AS ENUM('arrow-right', 'award', 'badge-percent', 'bandage', 'book-open', 'bot', 'brain', 'briefcase', 'building', 'building-2', 'calculator', 'car', 'chart-column', 'check', 'chevron-down', 'chevron-left', 'chevron-right', 'circle-arrow-up', 'circle-check', 'circle-check-big', 'clipboard-check', 'clock', 'cloud', 'cog', 'compass', 'construction', 'cpu', 'database', 'earth', 'eye', 'factory', 'file-check', 'file-pen', 'file-text', 'fuel', 'gem', 'gift', 'globe', 'graduation-cap', 'hand', 'hand-heart', 'handshake', 'headset', 'hospital', 'hourglass', 'house', 'image', 'landmark', 'languages', 'laptop', 'lightbulb', 'link', 'list-checks', 'lock', 'mail', 'map-pin', 'megaphone', 'menu', 'message-circle', 'monitor', 'mouse-pointer-click', 'network', 'palette', 'pause', 'pen-line', 'phone', 'play', 'plug', 'puzzle', 'quote', 'radio-tower', 'receipt', 'refresh-cw', 'repeat', 'rocket', 'school', 'search', 'send', 'share-2', 'shield', 'shield-check', 'shopping-cart', 'sliders-horizontal', 'smartphone', 'sparkles', 'speech', 'sprout', 'star', 'stethoscope', 'target', 'timer', 'toolbox', 'trending-down', 'trending-up', 'trophy', 'user-check', 'users', 'wallet', 'watch', 'wifi', 'workflow', 'wrench', 'x', 'zap', 'brand-linkedin', 'brand-x', 'brand-facebook');
  CREATE TYPE "cms"."enum__pages_v_blocks_cards_format" AS ENUM('icon-cards', 'feature-list', 'numbered');
  CREATE TYPE "cms"."enum__pages_v_blocks_groups_items_icon" AS ENUM('arrow-right', 'award', 'badge-percent', 'bandage', 'book-open', 'bot', 'brain', 'briefcase', 'building', 'building-2', 'calculator', 'car', 'chart-column', 'check', 'chevron-down', 'chevron-left', 'chevron-right', 'circle-arrow-up', 'circle-check', 'circle-check-big', 'clipboard-check', 'clock', 'cloud', 'cog', 'compass', 'construction', 'cpu', 'database', 'earth', 'eye', 'factory', 'file-check', 'file-pen', 'file-text', 'fuel', 'gem', 'gift', 'globe', 'graduation-cap', 'hand', 'hand-heart', 'handshake', 'headset', 'hospital', 'hourglass', 'house', 'image', 'landmark', 'languages', 'laptop', 'lightbulb', 'link', 'list-checks', 'lock', 'mail', 'map-pin', 'megaphone', 'menu', 'message-circle', 'monitor', 'mouse-pointer-click', 'network', 'palette', 'pause', 'pen-line', 'phone', 'play', 'plug', 'puzzle', 'quote', 'radio-tower', 'receipt', 'refresh-cw', 'repeat', 'rocket', 'school', 'search', 'send', 'share-2', 'shield', 'shield-check', 'shopping-cart', 'sliders-horizontal', 'smartphone', 'sparkles', 'speech', 'sprout', 'star', 'stethoscope', 'target', 'timer', 'toolbox', 'trending-down', 'trending-up', 'trophy', 'user-check', 'users', 'wallet', 'watch', 'wifi', 'workflow', 'wrench', 'x', 'zap', 'brand-linkedin', 'brand-x', 'brand-facebook');
  CREATE TYPE "cms"."enum__pages_v_blocks_groups_format" AS ENUM('catalogue', 'accordion');
  CREATE TYPE "cms"."enum__pages_v_version_change_frequency" AS ENUM('daily', 'weekly', 'monthly', 'yearly');
  CREATE TYPE "cms"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum_services_blocks_prose_art" AS ENUM('colleaguesAtSharedDesk', 'consultantWithClientTeam', 'contactChannels', 'recruiterReviewingCandidates', 'recruiterShortlistingProfiles', 'searchAcrossLeaders', 'teamAgreeingPlan', 'teamAtDashboards', 'teamStandingTogether');
  CREATE TYPE "cms"."enum_services_blocks_cards_items_icon" AS ENUM('arrow-right', 'award', 'badge-percent', 'bandage', 'book-open', 'bot', 'brain', 'briefcase', 'building', 'building-2', 'calculator', 'car', 'chart-column', 'check', 'chevron-down', 'chevron-left', 'chevron-right', 'circle-arrow-up', 'circle-check', 'circle-check-big', 'clipboard-check', 'clock', 'cloud', 'cog', 'compass', 'construction', 'cpu', 'database', 'earth', 'eye', 'factory', 'file-check', 'file-pen', 'file-text', 'fuel', 'gem', 'gift', 'globe', 'graduation-cap', 'hand', 'hand-heart', 'handshake', 'headset', 'hospital', 'hourglass', 'house', 'image', 'landmark', 'languages', 'laptop', 'lightbulb', 'link', 'list-checks', 'lock', 'mail', 'map-pin', 'megaphone', 'menu', 'message-circle', 'monitor', 'mouse-pointer-click', 'network', 'palette', 'pause', 'pen-line', 'phone', 'play', 'plug', 'puzzle', 'quote', 'radio-tower', 'receipt', 'refresh-cw', 'repeat', 'rocket', 'school', 'search', 'send', 'share-2', 'shield', 'shield-check', 'shopping-cart', 'sliders-horizontal', 'smartphone', 'sparkles', 'speech', 'sprout', 'star', 'stethoscope', 'target', 'timer', 'toolbox', 'trending-down', 'trending-up', 'trophy', 'user-check', 'users', 'wallet', 'watch', 'wifi', 'workflow', 'wrench', 'x', 'zap', 'brand-linkedin', 'brand-x', 'brand-facebook');
  CREATE TYPE "cms"."enum_services_blocks_cards_format" AS ENUM('icon-cards', 'feature-list', 'numbered');
  CREATE TYPE "cms"."enum_services_blocks_groups_items_icon" AS ENUM('arrow-right', 'award', 'badge-percent', 'bandage', 'book-open', 'bot', 'brain', 'briefcase', 'building', 'building-2', 'calculator', 'car', 'chart-column', 'check', 'chevron-down', 'chevron-left', 'chevron-right', 'circle-arrow-up', 'circle-check', 'circle-check-big', 'clipboard-check', 'clock', 'cloud', 'cog', 'compass', 'construction', 'cpu', 'database', 'earth', 'eye', 'factory', 'file-check', 'file-pen', 'file-text', 'fuel', 'gem', 'gift', 'globe', 'graduation-cap', 'hand', 'hand-heart', 'handshake', 'headset', 'hospital', 'hourglass', 'house', 'image', 'landmark', 'languages', 'laptop', 'lightbulb', 'link', 'list-checks', 'lock', 'mail', 'map-pin', 'megaphone', 'menu', 'message-circle', 'monitor', 'mouse-pointer-click', 'network', 'palette', 'pause', 'pen-line', 'phone', 'play', 'plug', 'puzzle', 'quote', 'radio-tower', 'receipt', 'refresh-cw', 'repeat', 'rocket', 'school', 'search', 'send', 'share-2', 'shield', 'shield-check', 'shopping-cart', 'sliders-horizontal', 'smartphone', 'sparkles', 'speech', 'sprout', 'star', 'stethoscope', 'target', 'timer', 'toolbox', 'trending-down', 'trending-up', 'trophy', 'user-check', 'users', 'wallet', 'watch', 'wifi', 'workflow', 'wrench', 'x', 'zap', 'brand-linkedin', 'brand-x', 'brand-facebook');
  CREATE TYPE "cms"."enum_services_blocks_groups_format" AS ENUM('catalogue', 'accordion');
  CREATE TYPE "cms"."enum_services_why_choose_items_icon" AS ENUM('arrow-right', 'award', 'badge-percent', 'bandage', 'book-open', 'bot', 'brain', 'briefcase', 'building', 'building-2', 'calculator', 'car', 'chart-column', 'check', 'chevron-down', 'chevron-left', 'chevron-right', 'circle-arrow-up', 'circle-check', 'circle-check-big', 'clipboard-check', 'clock', 'cloud', 'cog', 'compass', 'construction', 'cpu', 'database', 'earth', 'eye', 'factory', 'file-check', 'file-pen', 'file-text', 'fuel', 'gem', 'gift', 'globe', 'graduation-cap', 'hand', 'hand-heart', 'handshake', 'headset', 'hospital', 'hourglass', 'house', 'image', 'landmark', 'languages', 'laptop', 'lightbulb', 'link', 'list-checks', 'lock', 'mail', 'map-pin', 'megaphone', 'menu', 'message-circle', 'monitor', 'mouse-pointer-click', 'network', 'palette', 'pause', 'pen-line', 'phone', 'play', 'plug', 'puzzle', 'quote', 'radio-tower', 'receipt', 'refresh-cw', 'repeat', 'rocket', 'school', 'search', 'send', 'share-2', 'shield', 'shield-check', 'shopping-cart', 'sliders-horizontal', 'smartphone', 'sparkles', 'speech', 'sprout', 'star', 'stethoscope', 'target', 'timer', 'toolbox', 'trending-down', 'trending-up', 'trophy', 'user-check', 'users', 'wallet', 'watch', 'wifi', 'workflow', 'wrench', 'x', 'zap', 'brand-linkedin', 'brand-x', 'brand-facebook');
  CREATE TYPE "cms"."enum_services_category" AS ENUM('talent', 'technology', 'training', 'consulting');
  CREATE TYPE "cms"."enum_services_icon" AS ENUM('arrow-right', 'award', 'badge-percent', 'bandage', 'book-open', 'bot', 'brain', 'briefcase', 'building', 'building-2', 'calculator', 'car', 'chart-column', 'check', 'chevron-down', 'chevron-left', 'chevron-right', 'circle-arrow-up', 'circle-check', 'circle-check-big', 'clipboard-check', 'clock', 'cloud', 'cog', 'compass', 'construction', 'cpu', 'database', 'earth', 'eye', 'factory', 'file-check', 'file-pen', 'file-text', 'fuel', 'gem', 'gift', 'globe', 'graduation-cap', 'hand', 'hand-heart', 'handshake', 'headset', 'hospital', 'hourglass', 'house', 'image', 'landmark', 'languages', 'laptop', 'lightbulb', 'link', 'list-checks', 'lock', 'mail', 'map-pin', 'megaphone', 'menu', 'message-circle', 'monitor', 'mouse-pointer-click', 'network', 'palette', 'pause', 'pen-line', 'phone', 'play', 'plug', 'puzzle', 'quote', 'radio-tower', 'receipt', 'refresh-cw', 'repeat', 'rocket', 'school', 'search', 'send', 'share-2', 'shield', 'shield-check', 'shopping-cart', 'sliders-horizontal', 'smartphone', 'sparkles', 'speech', 'sprout', 'star', 'stethoscope', 'target', 'timer', 'toolbox', 'trending-down', 'trending-up', 'trophy', 'user-check', 'users', 'wallet', 'watch', 'wifi', 'workflow', 'wrench', 'x', 'zap', 'brand-linkedin', 'brand-x', 'brand-facebook');
  CREATE TYPE "cms"."enum_services_enquiry_name" AS ENUM('Permanent Staffing', 'Contract Staffing', 'IT Staffing', 'Executive Search', 'Payroll Services', 'Localization Staffing', 'Application Development', 'Application Support', 'Internet of Things', 'Digital Marketing', 'Artificial Intelligence', 'Robotic Process Automation', 'Business Excellence');
  CREATE TYPE "cms"."enum_services_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__services_v_blocks_prose_art" AS ENUM('colleaguesAtSharedDesk', 'consultantWithClientTeam', 'contactChannels', 'recruiterReviewingCandidates', 'recruiterShortlistingProfiles', 'searchAcrossLeaders', 'teamAgreeingPlan', 'teamAtDashboards', 'teamStandingTogether');
  CREATE TYPE "cms"."enum__services_v_blocks_cards_items_icon" AS ENUM('arrow-right', 'award', 'badge-percent', 'bandage', 'book-open', 'bot', 'brain', 'briefcase', 'building', 'building-2', 'calculator', 'car', 'chart-column', 'check', 'chevron-down', 'chevron-left', 'chevron-right', 'circle-arrow-up', 'circle-check', 'circle-check-big', 'clipboard-check', 'clock', 'cloud', 'cog', 'compass', 'construction', 'cpu', 'database', 'earth', 'eye', 'factory', 'file-check', 'file-pen', 'file-text', 'fuel', 'gem', 'gift', 'globe', 'graduation-cap', 'hand', 'hand-heart', 'handshake', 'headset', 'hospital', 'hourglass', 'house', 'image', 'landmark', 'languages', 'laptop', 'lightbulb', 'link', 'list-checks', 'lock', 'mail', 'map-pin', 'megaphone', 'menu', 'message-circle', 'monitor', 'mouse-pointer-click', 'network', 'palette', 'pause', 'pen-line', 'phone', 'play', 'plug', 'puzzle', 'quote', 'radio-tower', 'receipt', 'refresh-cw', 'repeat', 'rocket', 'school', 'search', 'send', 'share-2', 'shield', 'shield-check', 'shopping-cart', 'sliders-horizontal', 'smartphone', 'sparkles', 'speech', 'sprout', 'star', 'stethoscope', 'target', 'timer', 'toolbox', 'trending-down', 'trending-up', 'trophy', 'user-check', 'users', 'wallet', 'watch', 'wifi', 'workflow', 'wrench', 'x', 'zap', 'brand-linkedin', 'brand-x', 'brand-facebook');
  CREATE TYPE "cms"."enum__services_v_blocks_cards_format" AS ENUM('icon-cards', 'feature-list', 'numbered');
  CREATE TYPE "cms"."enum__services_v_blocks_groups_items_icon" AS ENUM('arrow-right', 'award', 'badge-percent', 'bandage', 'book-open', 'bot', 'brain', 'briefcase', 'building', 'building-2', 'calculator', 'car', 'chart-column', 'check', 'chevron-down', 'chevron-left', 'chevron-right', 'circle-arrow-up', 'circle-check', 'circle-check-big', 'clipboard-check', 'clock', 'cloud', 'cog', 'compass', 'construction', 'cpu', 'database', 'earth', 'eye', 'factory', 'file-check', 'file-pen', 'file-text', 'fuel', 'gem', 'gift', 'globe', 'graduation-cap', 'hand', 'hand-heart', 'handshake', 'headset', 'hospital', 'hourglass', 'house', 'image', 'landmark', 'languages', 'laptop', 'lightbulb', 'link', 'list-checks', 'lock', 'mail', 'map-pin', 'megaphone', 'menu', 'message-circle', 'monitor', 'mouse-pointer-click', 'network', 'palette', 'pause', 'pen-line', 'phone', 'play', 'plug', 'puzzle', 'quote', 'radio-tower', 'receipt', 'refresh-cw', 'repeat', 'rocket', 'school', 'search', 'send', 'share-2', 'shield', 'shield-check', 'shopping-cart', 'sliders-horizontal', 'smartphone', 'sparkles', 'speech', 'sprout', 'star', 'stethoscope', 'target', 'timer', 'toolbox', 'trending-down', 'trending-up', 'trophy', 'user-check', 'users', 'wallet', 'watch', 'wifi', 'workflow', 'wrench', 'x', 'zap', 'brand-linkedin', 'brand-x', 'brand-facebook');
  CREATE TYPE "cms"."enum__services_v_blocks_groups_format" AS ENUM('catalogue', 'accordion');
  CREATE TYPE "cms"."enum__services_v_version_why_choose_items_icon" AS ENUM('arrow-right', 'award', 'badge-percent', 'bandage', 'book-open', 'bot', 'brain', 'briefcase', 'building', 'building-2', 'calculator', 'car', 'chart-column', 'check', 'chevron-down', 'chevron-left', 'chevron-right', 'circle-arrow-up', 'circle-check', 'circle-check-big', 'clipboard-check', 'clock', 'cloud', 'cog', 'compass', 'construction', 'cpu', 'database', 'earth', 'eye', 'factory', 'file-check', 'file-pen', 'file-text', 'fuel', 'gem', 'gift', 'globe', 'graduation-cap', 'hand', 'hand-heart', 'handshake', 'headset', 'hospital', 'hourglass', 'house', 'image', 'landmark', 'languages', 'laptop', 'lightbulb', 'link', 'list-checks', 'lock', 'mail', 'map-pin', 'megaphone', 'menu', 'message-circle', 'monitor', 'mouse-pointer-click', 'network', 'palette', 'pause', 'pen-line', 'phone', 'play', 'plug', 'puzzle', 'quote', 'radio-tower', 'receipt', 'refresh-cw', 'repeat', 'rocket', 'school', 'search', 'send', 'share-2', 'shield', 'shield-check', 'shopping-cart', 'sliders-horizontal', 'smartphone', 'sparkles', 'speech', 'sprout', 'star', 'stethoscope', 'target', 'timer', 'toolbox', 'trending-down', 'trending-up', 'trophy', 'user-check', 'users', 'wallet', 'watch', 'wifi', 'workflow', 'wrench', 'x', 'zap', 'brand-linkedin', 'brand-x', 'brand-facebook');
  CREATE TYPE "cms"."enum__services_v_version_category" AS ENUM('talent', 'technology', 'training', 'consulting');
  CREATE TYPE "cms"."enum__services_v_version_icon" AS ENUM('arrow-right', 'award', 'badge-percent', 'bandage', 'book-open', 'bot', 'brain', 'briefcase', 'building', 'building-2', 'calculator', 'car', 'chart-column', 'check', 'chevron-down', 'chevron-left', 'chevron-right', 'circle-arrow-up', 'circle-check', 'circle-check-big', 'clipboard-check', 'clock', 'cloud', 'cog', 'compass', 'construction', 'cpu', 'database', 'earth', 'eye', 'factory', 'file-check', 'file-pen', 'file-text', 'fuel', 'gem', 'gift', 'globe', 'graduation-cap', 'hand', 'hand-heart', 'handshake', 'headset', 'hospital', 'hourglass', 'house', 'image', 'landmark', 'languages', 'laptop', 'lightbulb', 'link', 'list-checks', 'lock', 'mail', 'map-pin', 'megaphone', 'menu', 'message-circle', 'monitor', 'mouse-pointer-click', 'network', 'palette', 'pause', 'pen-line', 'phone', 'play', 'plug', 'puzzle', 'quote', 'radio-tower', 'receipt', 'refresh-cw', 'repeat', 'rocket', 'school', 'search', 'send', 'share-2', 'shield', 'shield-check', 'shopping-cart', 'sliders-horizontal', 'smartphone', 'sparkles', 'speech', 'sprout', 'star', 'stethoscope', 'target', 'timer', 'toolbox', 'trending-down', 'trending-up', 'trophy', 'user-check', 'users', 'wallet', 'watch', 'wifi', 'workflow', 'wrench', 'x', 'zap', 'brand-linkedin', 'brand-x', 'brand-facebook');
  CREATE TYPE "cms"."enum__services_v_version_enquiry_name" AS ENUM('Permanent Staffing', 'Contract Staffing', 'IT Staffing', 'Executive Search', 'Payroll Services', 'Localization Staffing', 'Application Development', 'Application Support', 'Internet of Things', 'Digital Marketing', 'Artificial Intelligence', 'Robotic Process Automation', 'Business Excellence');
  CREATE TYPE "cms"."enum__services_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum_policies_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__policies_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum_categories_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__categories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum_insights_illustration_artwork" AS ENUM('hero-global-clients', 'hero-digital-products', 'hero-leadership-interview', 'hero-consultant-presenting', 'team-agreeing-plan', 'team-at-dashboards', 'contact-channels');
  CREATE TYPE "cms"."enum_insights_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__insights_v_version_illustration_artwork" AS ENUM('hero-global-clients', 'hero-digital-products', 'hero-leadership-interview', 'hero-consultant-presenting', 'team-agreeing-plan', 'team-at-dashboards', 'contact-channels');
  CREATE TYPE "cms"."enum__insights_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum_case_studies_services" AS ENUM('permanent-staffing', 'contract-staffing', 'it-staffing', 'executive-search', 'payroll-services', 'localization-staffing', 'application-development', 'application-support', 'internet-of-things', 'digital-marketing', 'artificial-intelligence', 'robotics-process-automation', 'business-excellence');
  CREATE TYPE "cms"."enum_case_studies_industry" AS ENUM('automobile', 'banking-insurance', 'construction-engineering', 'education-academic', 'fmcg-retail', 'manufacturing', 'healthcare', 'information-technology', 'oil-gas', 'telecom');
  CREATE TYPE "cms"."enum_case_studies_illustration_artwork" AS ENUM('hero-global-clients', 'hero-digital-products', 'hero-leadership-interview', 'hero-consultant-presenting', 'team-agreeing-plan', 'team-at-dashboards', 'contact-channels');
  CREATE TYPE "cms"."enum_case_studies_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__case_studies_v_version_services" AS ENUM('permanent-staffing', 'contract-staffing', 'it-staffing', 'executive-search', 'payroll-services', 'localization-staffing', 'application-development', 'application-support', 'internet-of-things', 'digital-marketing', 'artificial-intelligence', 'robotics-process-automation', 'business-excellence');
  CREATE TYPE "cms"."enum__case_studies_v_version_industry" AS ENUM('automobile', 'banking-insurance', 'construction-engineering', 'education-academic', 'fmcg-retail', 'manufacturing', 'healthcare', 'information-technology', 'oil-gas', 'telecom');
  CREATE TYPE "cms"."enum__case_studies_v_version_illustration_artwork" AS ENUM('hero-global-clients', 'hero-digital-products', 'hero-leadership-interview', 'hero-consultant-presenting', 'team-agreeing-plan', 'team-at-dashboards', 'contact-channels');
  CREATE TYPE "cms"."enum__case_studies_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "cms"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "cms"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "cms"."enum_company_office_hours_days" AS ENUM('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday');
  CREATE TYPE "cms"."enum_company_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__company_v_version_office_hours_days" AS ENUM('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday');
  CREATE TYPE "cms"."enum__company_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum_navigation_main_submenu" AS ENUM('services', 'products');
  CREATE TYPE "cms"."enum_navigation_service_columns_category" AS ENUM('talent', 'technology', 'training', 'consulting');
  CREATE TYPE "cms"."enum_navigation_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__navigation_v_version_main_submenu" AS ENUM('services', 'products');
  CREATE TYPE "cms"."enum__navigation_v_version_service_columns_category" AS ENUM('talent', 'technology', 'training', 'consulting');
  CREATE TYPE "cms"."enum__navigation_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum_chat_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__chat_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "cms"."users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "cms"."users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "cms"."enum_users_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_social_url" varchar,
  	"sizes_social_width" numeric,
  	"sizes_social_height" numeric,
  	"sizes_social_mime_type" varchar,
  	"sizes_social_filesize" numeric,
  	"sizes_social_filename" varchar
  );
  
  CREATE TABLE "cms"."pages_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_review_form_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"rating" numeric
  );
  
  CREATE TABLE "cms"."pages_blocks_review_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"initials" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"ai_label" varchar,
  	"submit" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_goals_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"owner" varchar,
  	"progress" numeric,
  	"status" "cms"."enum_pages_blocks_goals_items_status"
  );
  
  CREATE TABLE "cms"."pages_blocks_goals" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"status_labels_good" varchar,
  	"status_labels_warn" varchar,
  	"status_labels_neutral" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_analytics_bars" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" numeric
  );
  
  CREATE TABLE "cms"."pages_blocks_analytics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"completion_value" numeric,
  	"completion_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_employee_directory_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" varchar,
  	"place" varchar,
  	"status" "cms"."enum_pages_blocks_employee_directory_rows_status"
  );
  
  CREATE TABLE "cms"."pages_blocks_employee_directory" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"status_labels_good" varchar,
  	"status_labels_warn" varchar,
  	"status_labels_neutral" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_payroll_run_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_payroll_run_totals" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_payroll_run_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"count" numeric,
  	"status" "cms"."enum_pages_blocks_payroll_run_rows_status"
  );
  
  CREATE TABLE "cms"."pages_blocks_payroll_run" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"title" varchar,
  	"current_step" numeric,
  	"count_label" varchar,
  	"status_labels_good" varchar,
  	"status_labels_warn" varchar,
  	"status_labels_neutral" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_attendance_weekdays" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_attendance_legend" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" "cms"."enum_pages_blocks_attendance_legend_key",
  	"label" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_attendance" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"title" varchar,
  	"leading_blanks" numeric,
  	"days" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_hero_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_src" "cms"."enum_pages_blocks_hero_slider_slides_image_src",
  	"image_alt" varchar,
  	"subtitle" varchar,
  	"headline_first_line" varchar,
  	"headline_highlight" varchar,
  	"headline_connector" varchar,
  	"headline_last_word" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_hero_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading_lead" varchar,
  	"heading_place" varchar,
  	"primary_label" varchar,
  	"primary_href" varchar,
  	"secondary_label" varchar,
  	"secondary_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."about_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "cms"."about_values_items_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."about_values_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_about_values_items_icon",
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."about_why_choose_us_items_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."about_why_choose_us_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_about_why_choose_us_items_icon",
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."about_expertise_items_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."about_expertise_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_about_expertise_items_icon",
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."about_business_excellence_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."about_staffing_items_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."about_staffing_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_about_staffing_items_icon",
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."about" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"stats_caption" varchar,
  	"values_heading" varchar,
  	"why_choose_us_heading" varchar,
  	"expertise_heading" varchar,
  	"business_excellence_heading" varchar,
  	"business_excellence_text" varchar,
  	"business_excellence_link_label" varchar,
  	"business_excellence_link_href" varchar,
  	"staffing_heading" varchar,
  	"staffing_intro" varchar,
  	"buttons_get_started_label" varchar,
  	"buttons_get_started_href" varchar,
  	"buttons_explore_services_label" varchar,
  	"buttons_explore_services_href" varchar,
  	"buttons_explore_staffing_label" varchar,
  	"buttons_explore_staffing_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_testimonials_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"stats_caption" varchar,
  	"logos_heading" varchar,
  	"contact_label" varchar,
  	"contact_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_page_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"badge" varchar,
  	"heading" varchar,
  	"subtext" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_section_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_section_items_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_section_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_pages_blocks_section_items_icon",
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_section_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_section_groups_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_section_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon" "cms"."enum_pages_blocks_section_groups_icon"
  );
  
  CREATE TABLE "cms"."pages_blocks_section_screens" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"screen" "cms"."enum_pages_blocks_section_screens_screen",
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"design" "cms"."enum_pages_blocks_section_design",
  	"eyebrow" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"aside_heading" varchar,
  	"aside_intro" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"card_labels_key_features" varchar,
  	"card_labels_learn_more" varchar,
  	"contact_labels_phone" varchar,
  	"contact_labels_whatsapp" varchar,
  	"contact_labels_whatsapp_text" varchar,
  	"contact_labels_email" varchar,
  	"contact_labels_office" varchar,
  	"contact_labels_map_link" varchar,
  	"contact_labels_hours" varchar,
  	"contact_labels_social" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_prose_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_prose" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"eyebrow" varchar,
  	"art" "cms"."enum_pages_blocks_prose_art",
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_cards_items_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_cards_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_pages_blocks_cards_items_icon",
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"eyebrow" varchar,
  	"intro" varchar,
  	"format" "cms"."enum_pages_blocks_cards_format",
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_steps_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"eyebrow" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_checklist_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_checklist" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"eyebrow" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"eyebrow" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_groups_items_entries" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_groups_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon" "cms"."enum_pages_blocks_groups_items_icon"
  );
  
  CREATE TABLE "cms"."pages_blocks_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"eyebrow" varchar,
  	"intro" varchar,
  	"format" "cms"."enum_pages_blocks_groups_format",
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"primary_label" varchar,
  	"primary_href" varchar,
  	"secondary_label" varchar,
  	"secondary_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar,
  	"social_image_id" integer,
  	"title" varchar,
  	"absolute_title" varchar,
  	"menu_label" varchar,
  	"description" varchar,
  	"priority" numeric,
  	"change_frequency" "cms"."enum_pages_change_frequency",
  	"product_tagline" varchar,
  	"product_summary" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."_pages_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_review_form_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"rating" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_review_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"initials" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"ai_label" varchar,
  	"submit" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_goals_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"owner" varchar,
  	"progress" numeric,
  	"status" "cms"."enum__pages_v_blocks_goals_items_status",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_goals" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"status_labels_good" varchar,
  	"status_labels_warn" varchar,
  	"status_labels_neutral" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_analytics_bars" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_analytics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"completion_value" numeric,
  	"completion_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_employee_directory_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" varchar,
  	"place" varchar,
  	"status" "cms"."enum__pages_v_blocks_employee_directory_rows_status",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_employee_directory" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"status_labels_good" varchar,
  	"status_labels_warn" varchar,
  	"status_labels_neutral" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_payroll_run_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_payroll_run_totals" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_payroll_run_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"count" numeric,
  	"status" "cms"."enum__pages_v_blocks_payroll_run_rows_status",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_payroll_run" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"title" varchar,
  	"current_step" numeric,
  	"count_label" varchar,
  	"status_labels_good" varchar,
  	"status_labels_warn" varchar,
  	"status_labels_neutral" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_attendance_weekdays" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_attendance_legend" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" "cms"."enum__pages_v_blocks_attendance_legend_key",
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_attendance" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"title" varchar,
  	"leading_blanks" numeric,
  	"days" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_hero_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_src" "cms"."enum__pages_v_blocks_hero_slider_slides_image_src",
  	"image_alt" varchar,
  	"subtitle" varchar,
  	"headline_first_line" varchar,
  	"headline_highlight" varchar,
  	"headline_connector" varchar,
  	"headline_last_word" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_hero_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading_lead" varchar,
  	"heading_place" varchar,
  	"primary_label" varchar,
  	"primary_href" varchar,
  	"secondary_label" varchar,
  	"secondary_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_about_v_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_about_v_values_items_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_about_v_values_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__about_v_values_items_icon",
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_about_v_why_choose_us_items_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_about_v_why_choose_us_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__about_v_why_choose_us_items_icon",
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_about_v_expertise_items_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_about_v_expertise_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__about_v_expertise_items_icon",
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_about_v_business_excellence_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_about_v_staffing_items_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_about_v_staffing_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__about_v_staffing_items_icon",
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_about_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"stats_caption" varchar,
  	"values_heading" varchar,
  	"why_choose_us_heading" varchar,
  	"expertise_heading" varchar,
  	"business_excellence_heading" varchar,
  	"business_excellence_text" varchar,
  	"business_excellence_link_label" varchar,
  	"business_excellence_link_href" varchar,
  	"staffing_heading" varchar,
  	"staffing_intro" varchar,
  	"buttons_get_started_label" varchar,
  	"buttons_get_started_href" varchar,
  	"buttons_explore_services_label" varchar,
  	"buttons_explore_services_href" varchar,
  	"buttons_explore_staffing_label" varchar,
  	"buttons_explore_staffing_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_testimonials_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"stats_caption" varchar,
  	"logos_heading" varchar,
  	"contact_label" varchar,
  	"contact_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_page_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"badge" varchar,
  	"heading" varchar,
  	"subtext" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_section_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_section_items_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_section_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__pages_v_blocks_section_items_icon",
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_section_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_section_groups_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_section_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon" "cms"."enum__pages_v_blocks_section_groups_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_section_screens" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"screen" "cms"."enum__pages_v_blocks_section_screens_screen",
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"design" "cms"."enum__pages_v_blocks_section_design",
  	"eyebrow" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"aside_heading" varchar,
  	"aside_intro" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"card_labels_key_features" varchar,
  	"card_labels_learn_more" varchar,
  	"contact_labels_phone" varchar,
  	"contact_labels_whatsapp" varchar,
  	"contact_labels_whatsapp_text" varchar,
  	"contact_labels_email" varchar,
  	"contact_labels_office" varchar,
  	"contact_labels_map_link" varchar,
  	"contact_labels_hours" varchar,
  	"contact_labels_social" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_prose_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_prose" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"eyebrow" varchar,
  	"art" "cms"."enum__pages_v_blocks_prose_art",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_cards_items_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_cards_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__pages_v_blocks_cards_items_icon",
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"eyebrow" varchar,
  	"intro" varchar,
  	"format" "cms"."enum__pages_v_blocks_cards_format",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_steps_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"eyebrow" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_checklist_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_checklist" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"eyebrow" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"eyebrow" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_groups_items_entries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_groups_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon" "cms"."enum__pages_v_blocks_groups_items_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"eyebrow" varchar,
  	"intro" varchar,
  	"format" "cms"."enum__pages_v_blocks_groups_format",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"primary_label" varchar,
  	"primary_href" varchar,
  	"secondary_label" varchar,
  	"secondary_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_path" varchar,
  	"version_social_image_id" integer,
  	"version_title" varchar,
  	"version_absolute_title" varchar,
  	"version_menu_label" varchar,
  	"version_description" varchar,
  	"version_priority" numeric,
  	"version_change_frequency" "cms"."enum__pages_v_version_change_frequency",
  	"version_product_tagline" varchar,
  	"version_product_summary" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."services_blocks_prose_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."services_blocks_prose" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"eyebrow" varchar,
  	"art" "cms"."enum_services_blocks_prose_art",
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."services_blocks_cards_items_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."services_blocks_cards_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_services_blocks_cards_items_icon",
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."services_blocks_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"eyebrow" varchar,
  	"intro" varchar,
  	"format" "cms"."enum_services_blocks_cards_format",
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."services_blocks_steps_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."services_blocks_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"eyebrow" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."services_blocks_checklist_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."services_blocks_checklist" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"eyebrow" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."services_blocks_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "cms"."services_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"eyebrow" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."services_blocks_groups_items_entries" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."services_blocks_groups_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon" "cms"."enum_services_blocks_groups_items_icon"
  );
  
  CREATE TABLE "cms"."services_blocks_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"eyebrow" varchar,
  	"intro" varchar,
  	"format" "cms"."enum_services_blocks_groups_format",
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."services_why_choose_items_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."services_why_choose_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_services_why_choose_items_icon",
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."services" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"social_image_id" integer,
  	"slug" varchar,
  	"former_slugs" jsonb,
  	"category" "cms"."enum_services_category",
  	"menu_label" varchar,
  	"icon" "cms"."enum_services_icon",
  	"title" varchar,
  	"subtitle" varchar,
  	"summary" varchar,
  	"meta_description" varchar,
  	"enquiry_name" "cms"."enum_services_enquiry_name",
  	"why_choose_heading" varchar,
  	"why_choose_intro" varchar,
  	"cta_heading" varchar,
  	"cta_text" varchar,
  	"cta_primary_label" varchar,
  	"cta_primary_href" varchar,
  	"cta_secondary_label" varchar,
  	"cta_secondary_href" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_services_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."_services_v_blocks_prose_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_services_v_blocks_prose" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"eyebrow" varchar,
  	"art" "cms"."enum__services_v_blocks_prose_art",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_services_v_blocks_cards_items_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_services_v_blocks_cards_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__services_v_blocks_cards_items_icon",
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_services_v_blocks_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"eyebrow" varchar,
  	"intro" varchar,
  	"format" "cms"."enum__services_v_blocks_cards_format",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_services_v_blocks_steps_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_services_v_blocks_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"eyebrow" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_services_v_blocks_checklist_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_services_v_blocks_checklist" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"eyebrow" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_services_v_blocks_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_services_v_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"eyebrow" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_services_v_blocks_groups_items_entries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_services_v_blocks_groups_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon" "cms"."enum__services_v_blocks_groups_items_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_services_v_blocks_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"eyebrow" varchar,
  	"intro" varchar,
  	"format" "cms"."enum__services_v_blocks_groups_format",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_services_v_version_why_choose_items_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_services_v_version_why_choose_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__services_v_version_why_choose_items_icon",
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_services_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_social_image_id" integer,
  	"version_slug" varchar,
  	"version_former_slugs" jsonb,
  	"version_category" "cms"."enum__services_v_version_category",
  	"version_menu_label" varchar,
  	"version_icon" "cms"."enum__services_v_version_icon",
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_summary" varchar,
  	"version_meta_description" varchar,
  	"version_enquiry_name" "cms"."enum__services_v_version_enquiry_name",
  	"version_why_choose_heading" varchar,
  	"version_why_choose_intro" varchar,
  	"version_cta_heading" varchar,
  	"version_cta_text" varchar,
  	"version_cta_primary_label" varchar,
  	"version_cta_primary_href" varchar,
  	"version_cta_secondary_label" varchar,
  	"version_cta_secondary_href" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__services_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."policies_sections_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."policies_sections_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."policies_sections_table_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."policies_sections_table_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."policies_sections_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."policies_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"table_caption" varchar,
  	"placeholder" varchar
  );
  
  CREATE TABLE "cms"."policies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"title" varchar,
  	"last_updated" varchar,
  	"intro" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_policies_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."_policies_v_version_sections_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_policies_v_version_sections_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_policies_v_version_sections_table_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_policies_v_version_sections_table_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_policies_v_version_sections_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_policies_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"table_caption" varchar,
  	"placeholder" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_policies_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_title" varchar,
  	"version_last_updated" varchar,
  	"version_intro" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__policies_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_categories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."_categories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__categories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."insights" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"summary" varchar,
  	"slug" varchar,
  	"former_slugs" jsonb,
  	"body" jsonb,
  	"author" varchar,
  	"date" timestamp(3) with time zone,
  	"category_id" integer,
  	"illustration_image_id" integer,
  	"illustration_artwork" "cms"."enum_insights_illustration_artwork" DEFAULT 'team-agreeing-plan',
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"social_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_insights_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."_insights_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_slug" varchar,
  	"version_former_slugs" jsonb,
  	"version_body" jsonb,
  	"version_author" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_category_id" integer,
  	"version_illustration_image_id" integer,
  	"version_illustration_artwork" "cms"."enum__insights_v_version_illustration_artwork" DEFAULT 'team-agreeing-plan',
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_social_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__insights_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."case_studies_services" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_case_studies_services",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."case_studies_results" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "cms"."case_studies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"summary" varchar,
  	"slug" varchar,
  	"former_slugs" jsonb,
  	"client" varchar,
  	"industry" "cms"."enum_case_studies_industry",
  	"challenge" varchar,
  	"approach" varchar,
  	"results_caption" varchar,
  	"quote_text" varchar,
  	"quote_name" varchar,
  	"quote_role" varchar,
  	"illustration_image_id" integer,
  	"illustration_artwork" "cms"."enum_case_studies_illustration_artwork" DEFAULT 'team-agreeing-plan',
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"social_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_case_studies_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."_case_studies_v_version_services" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum__case_studies_v_version_services",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."_case_studies_v_version_results" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_case_studies_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_slug" varchar,
  	"version_former_slugs" jsonb,
  	"version_client" varchar,
  	"version_industry" "cms"."enum__case_studies_v_version_industry",
  	"version_challenge" varchar,
  	"version_approach" varchar,
  	"version_results_caption" varchar,
  	"version_quote_text" varchar,
  	"version_quote_name" varchar,
  	"version_quote_role" varchar,
  	"version_illustration_image_id" integer,
  	"version_illustration_artwork" "cms"."enum__case_studies_v_version_illustration_artwork" DEFAULT 'team-agreeing-plan',
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_social_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__case_studies_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "cms"."payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "cms"."enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "cms"."enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "cms"."payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "cms"."enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"media_id" integer,
  	"pages_id" integer,
  	"services_id" integer,
  	"policies_id" integer,
  	"categories_id" integer,
  	"insights_id" integer,
  	"case_studies_id" integer
  );
  
  CREATE TABLE "cms"."payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "cms"."payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."company_office_hours_days" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_company_office_hours_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."company" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"legal_name" varchar,
  	"tagline" varchar,
  	"splash_tagline" varchar,
  	"mission" varchar,
  	"description" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"careers_email" varchar,
  	"grievance_officer_name" varchar,
  	"grievance_officer_email" varchar,
  	"address_street" varchar,
  	"address_locality" varchar,
  	"address_region" varchar,
  	"address_region_code" varchar,
  	"address_postal_code" varchar,
  	"address_country" varchar,
  	"address_country_code" varchar,
  	"geo_latitude" numeric,
  	"geo_longitude" numeric,
  	"social_linkedin" varchar,
  	"social_x" varchar,
  	"social_facebook" varchar,
  	"office_hours_opens" varchar,
  	"office_hours_closes" varchar,
  	"founded_year" numeric,
  	"_status" "cms"."enum_company_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."_company_v_version_office_hours_days" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum__company_v_version_office_hours_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."_company_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_name" varchar,
  	"version_legal_name" varchar,
  	"version_tagline" varchar,
  	"version_splash_tagline" varchar,
  	"version_mission" varchar,
  	"version_description" varchar,
  	"version_phone" varchar,
  	"version_email" varchar,
  	"version_careers_email" varchar,
  	"version_grievance_officer_name" varchar,
  	"version_grievance_officer_email" varchar,
  	"version_address_street" varchar,
  	"version_address_locality" varchar,
  	"version_address_region" varchar,
  	"version_address_region_code" varchar,
  	"version_address_postal_code" varchar,
  	"version_address_country" varchar,
  	"version_address_country_code" varchar,
  	"version_geo_latitude" numeric,
  	"version_geo_longitude" numeric,
  	"version_social_linkedin" varchar,
  	"version_social_x" varchar,
  	"version_social_facebook" varchar,
  	"version_office_hours_opens" varchar,
  	"version_office_hours_closes" varchar,
  	"version_founded_year" numeric,
  	"version__status" "cms"."enum__company_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."navigation_main" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"submenu" "cms"."enum_navigation_main_submenu"
  );
  
  CREATE TABLE "cms"."navigation_service_columns_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"slug" varchar
  );
  
  CREATE TABLE "cms"."navigation_service_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"category" "cms"."enum_navigation_service_columns_category",
  	"featured" varchar
  );
  
  CREATE TABLE "cms"."navigation_left_out" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"slug" varchar
  );
  
  CREATE TABLE "cms"."navigation_footer_company" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar
  );
  
  CREATE TABLE "cms"."navigation_footer_solutions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"slug" varchar
  );
  
  CREATE TABLE "cms"."navigation_footer_legal" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar
  );
  
  CREATE TABLE "cms"."navigation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "cms"."enum_navigation_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."_navigation_v_version_main" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"submenu" "cms"."enum__navigation_v_version_main_submenu",
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_navigation_v_version_service_columns_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_navigation_v_version_service_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"category" "cms"."enum__navigation_v_version_service_columns_category",
  	"featured" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_navigation_v_version_left_out" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_navigation_v_version_footer_company" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_navigation_v_version_footer_solutions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_navigation_v_version_footer_legal" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_navigation_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "cms"."enum__navigation_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."chat" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"open" varchar,
  	"welcome" varchar,
  	"available_now" varchar,
  	"unavailable_now" varchar,
  	"call_label" varchar,
  	"message_label" varchar,
  	"message_placeholder" varchar,
  	"send" varchar,
  	"close" varchar,
  	"_status" "cms"."enum_chat_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."_chat_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_open" varchar,
  	"version_welcome" varchar,
  	"version_available_now" varchar,
  	"version_unavailable_now" varchar,
  	"version_call_label" varchar,
  	"version_message_label" varchar,
  	"version_message_placeholder" varchar,
  	"version_send" varchar,
  	"version_close" varchar,
  	"version__status" "cms"."enum__chat_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."seed_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"seeded" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "cms"."users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_sections" ADD CONSTRAINT "pages_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_review_form_questions" ADD CONSTRAINT "pages_blocks_review_form_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_review_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_review_form" ADD CONSTRAINT "pages_blocks_review_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_goals_items" ADD CONSTRAINT "pages_blocks_goals_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_goals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_goals" ADD CONSTRAINT "pages_blocks_goals_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_analytics_bars" ADD CONSTRAINT "pages_blocks_analytics_bars_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_analytics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_analytics" ADD CONSTRAINT "pages_blocks_analytics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_employee_directory_rows" ADD CONSTRAINT "pages_blocks_employee_directory_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_employee_directory"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_employee_directory" ADD CONSTRAINT "pages_blocks_employee_directory_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_payroll_run_steps" ADD CONSTRAINT "pages_blocks_payroll_run_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_payroll_run"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_payroll_run_totals" ADD CONSTRAINT "pages_blocks_payroll_run_totals_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_payroll_run"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_payroll_run_rows" ADD CONSTRAINT "pages_blocks_payroll_run_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_payroll_run"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_payroll_run" ADD CONSTRAINT "pages_blocks_payroll_run_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_attendance_weekdays" ADD CONSTRAINT "pages_blocks_attendance_weekdays_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_attendance"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_attendance_legend" ADD CONSTRAINT "pages_blocks_attendance_legend_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_attendance"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_attendance" ADD CONSTRAINT "pages_blocks_attendance_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_hero_slider_slides" ADD CONSTRAINT "pages_blocks_hero_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_hero_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_hero_slider" ADD CONSTRAINT "pages_blocks_hero_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_stats" ADD CONSTRAINT "about_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_values_items_bullets" ADD CONSTRAINT "about_values_items_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about_values_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_values_items" ADD CONSTRAINT "about_values_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_why_choose_us_items_bullets" ADD CONSTRAINT "about_why_choose_us_items_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about_why_choose_us_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_why_choose_us_items" ADD CONSTRAINT "about_why_choose_us_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_expertise_items_bullets" ADD CONSTRAINT "about_expertise_items_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about_expertise_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_expertise_items" ADD CONSTRAINT "about_expertise_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_business_excellence_points" ADD CONSTRAINT "about_business_excellence_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_staffing_items_bullets" ADD CONSTRAINT "about_staffing_items_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about_staffing_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about_staffing_items" ADD CONSTRAINT "about_staffing_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."about" ADD CONSTRAINT "about_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_testimonials_stats" ADD CONSTRAINT "pages_blocks_testimonials_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_testimonials" ADD CONSTRAINT "pages_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_page_hero" ADD CONSTRAINT "pages_blocks_page_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_section_paragraphs" ADD CONSTRAINT "pages_blocks_section_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_section_items_bullets" ADD CONSTRAINT "pages_blocks_section_items_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_section_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_section_items" ADD CONSTRAINT "pages_blocks_section_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_section_stats" ADD CONSTRAINT "pages_blocks_section_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_section_groups_items" ADD CONSTRAINT "pages_blocks_section_groups_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_section_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_section_groups" ADD CONSTRAINT "pages_blocks_section_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_section_screens" ADD CONSTRAINT "pages_blocks_section_screens_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_section" ADD CONSTRAINT "pages_blocks_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_prose_paragraphs" ADD CONSTRAINT "pages_blocks_prose_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_prose"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_prose" ADD CONSTRAINT "pages_blocks_prose_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_cards_items_bullets" ADD CONSTRAINT "pages_blocks_cards_items_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_cards_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_cards_items" ADD CONSTRAINT "pages_blocks_cards_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_cards" ADD CONSTRAINT "pages_blocks_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_steps_items" ADD CONSTRAINT "pages_blocks_steps_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_steps" ADD CONSTRAINT "pages_blocks_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_checklist_items" ADD CONSTRAINT "pages_blocks_checklist_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_checklist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_checklist" ADD CONSTRAINT "pages_blocks_checklist_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_stats_items" ADD CONSTRAINT "pages_blocks_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_stats" ADD CONSTRAINT "pages_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_groups_items_entries" ADD CONSTRAINT "pages_blocks_groups_items_entries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_groups_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_groups_items" ADD CONSTRAINT "pages_blocks_groups_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_groups" ADD CONSTRAINT "pages_blocks_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_cta" ADD CONSTRAINT "pages_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages" ADD CONSTRAINT "pages_social_image_id_media_id_fk" FOREIGN KEY ("social_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_version_sections" ADD CONSTRAINT "_pages_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_review_form_questions" ADD CONSTRAINT "_pages_v_blocks_review_form_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_review_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_review_form" ADD CONSTRAINT "_pages_v_blocks_review_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_goals_items" ADD CONSTRAINT "_pages_v_blocks_goals_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_goals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_goals" ADD CONSTRAINT "_pages_v_blocks_goals_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_analytics_bars" ADD CONSTRAINT "_pages_v_blocks_analytics_bars_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_analytics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_analytics" ADD CONSTRAINT "_pages_v_blocks_analytics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_employee_directory_rows" ADD CONSTRAINT "_pages_v_blocks_employee_directory_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_employee_directory"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_employee_directory" ADD CONSTRAINT "_pages_v_blocks_employee_directory_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_payroll_run_steps" ADD CONSTRAINT "_pages_v_blocks_payroll_run_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_payroll_run"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_payroll_run_totals" ADD CONSTRAINT "_pages_v_blocks_payroll_run_totals_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_payroll_run"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_payroll_run_rows" ADD CONSTRAINT "_pages_v_blocks_payroll_run_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_payroll_run"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_payroll_run" ADD CONSTRAINT "_pages_v_blocks_payroll_run_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_attendance_weekdays" ADD CONSTRAINT "_pages_v_blocks_attendance_weekdays_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_attendance"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_attendance_legend" ADD CONSTRAINT "_pages_v_blocks_attendance_legend_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_attendance"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_attendance" ADD CONSTRAINT "_pages_v_blocks_attendance_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_hero_slider_slides" ADD CONSTRAINT "_pages_v_blocks_hero_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_hero_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_hero_slider" ADD CONSTRAINT "_pages_v_blocks_hero_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_v_stats" ADD CONSTRAINT "_about_v_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_v_values_items_bullets" ADD CONSTRAINT "_about_v_values_items_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_v_values_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_v_values_items" ADD CONSTRAINT "_about_v_values_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_v_why_choose_us_items_bullets" ADD CONSTRAINT "_about_v_why_choose_us_items_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_v_why_choose_us_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_v_why_choose_us_items" ADD CONSTRAINT "_about_v_why_choose_us_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_v_expertise_items_bullets" ADD CONSTRAINT "_about_v_expertise_items_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_v_expertise_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_v_expertise_items" ADD CONSTRAINT "_about_v_expertise_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_v_business_excellence_points" ADD CONSTRAINT "_about_v_business_excellence_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_v_staffing_items_bullets" ADD CONSTRAINT "_about_v_staffing_items_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_v_staffing_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_v_staffing_items" ADD CONSTRAINT "_about_v_staffing_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_about_v" ADD CONSTRAINT "_about_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_testimonials_stats" ADD CONSTRAINT "_pages_v_blocks_testimonials_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_testimonials" ADD CONSTRAINT "_pages_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_page_hero" ADD CONSTRAINT "_pages_v_blocks_page_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_section_paragraphs" ADD CONSTRAINT "_pages_v_blocks_section_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_section_items_bullets" ADD CONSTRAINT "_pages_v_blocks_section_items_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_section_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_section_items" ADD CONSTRAINT "_pages_v_blocks_section_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_section_stats" ADD CONSTRAINT "_pages_v_blocks_section_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_section_groups_items" ADD CONSTRAINT "_pages_v_blocks_section_groups_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_section_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_section_groups" ADD CONSTRAINT "_pages_v_blocks_section_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_section_screens" ADD CONSTRAINT "_pages_v_blocks_section_screens_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_section" ADD CONSTRAINT "_pages_v_blocks_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_prose_paragraphs" ADD CONSTRAINT "_pages_v_blocks_prose_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_prose"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_prose" ADD CONSTRAINT "_pages_v_blocks_prose_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_cards_items_bullets" ADD CONSTRAINT "_pages_v_blocks_cards_items_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_cards_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_cards_items" ADD CONSTRAINT "_pages_v_blocks_cards_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_cards" ADD CONSTRAINT "_pages_v_blocks_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_steps_items" ADD CONSTRAINT "_pages_v_blocks_steps_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_steps" ADD CONSTRAINT "_pages_v_blocks_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_checklist_items" ADD CONSTRAINT "_pages_v_blocks_checklist_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_checklist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_checklist" ADD CONSTRAINT "_pages_v_blocks_checklist_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_stats_items" ADD CONSTRAINT "_pages_v_blocks_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_stats" ADD CONSTRAINT "_pages_v_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_groups_items_entries" ADD CONSTRAINT "_pages_v_blocks_groups_items_entries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_groups_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_groups_items" ADD CONSTRAINT "_pages_v_blocks_groups_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_groups" ADD CONSTRAINT "_pages_v_blocks_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_cta" ADD CONSTRAINT "_pages_v_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v" ADD CONSTRAINT "_pages_v_version_social_image_id_media_id_fk" FOREIGN KEY ("version_social_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."services_blocks_prose_paragraphs" ADD CONSTRAINT "services_blocks_prose_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."services_blocks_prose"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."services_blocks_prose" ADD CONSTRAINT "services_blocks_prose_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."services_blocks_cards_items_bullets" ADD CONSTRAINT "services_blocks_cards_items_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."services_blocks_cards_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."services_blocks_cards_items" ADD CONSTRAINT "services_blocks_cards_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."services_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."services_blocks_cards" ADD CONSTRAINT "services_blocks_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."services_blocks_steps_items" ADD CONSTRAINT "services_blocks_steps_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."services_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."services_blocks_steps" ADD CONSTRAINT "services_blocks_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."services_blocks_checklist_items" ADD CONSTRAINT "services_blocks_checklist_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."services_blocks_checklist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."services_blocks_checklist" ADD CONSTRAINT "services_blocks_checklist_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."services_blocks_stats_items" ADD CONSTRAINT "services_blocks_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."services_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."services_blocks_stats" ADD CONSTRAINT "services_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."services_blocks_groups_items_entries" ADD CONSTRAINT "services_blocks_groups_items_entries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."services_blocks_groups_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."services_blocks_groups_items" ADD CONSTRAINT "services_blocks_groups_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."services_blocks_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."services_blocks_groups" ADD CONSTRAINT "services_blocks_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."services_why_choose_items_bullets" ADD CONSTRAINT "services_why_choose_items_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."services_why_choose_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."services_why_choose_items" ADD CONSTRAINT "services_why_choose_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."services" ADD CONSTRAINT "services_social_image_id_media_id_fk" FOREIGN KEY ("social_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_services_v_blocks_prose_paragraphs" ADD CONSTRAINT "_services_v_blocks_prose_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_services_v_blocks_prose"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_services_v_blocks_prose" ADD CONSTRAINT "_services_v_blocks_prose_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_services_v_blocks_cards_items_bullets" ADD CONSTRAINT "_services_v_blocks_cards_items_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_services_v_blocks_cards_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_services_v_blocks_cards_items" ADD CONSTRAINT "_services_v_blocks_cards_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_services_v_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_services_v_blocks_cards" ADD CONSTRAINT "_services_v_blocks_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_services_v_blocks_steps_items" ADD CONSTRAINT "_services_v_blocks_steps_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_services_v_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_services_v_blocks_steps" ADD CONSTRAINT "_services_v_blocks_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_services_v_blocks_checklist_items" ADD CONSTRAINT "_services_v_blocks_checklist_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_services_v_blocks_checklist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_services_v_blocks_checklist" ADD CONSTRAINT "_services_v_blocks_checklist_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_services_v_blocks_stats_items" ADD CONSTRAINT "_services_v_blocks_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_services_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_services_v_blocks_stats" ADD CONSTRAINT "_services_v_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_services_v_blocks_groups_items_entries" ADD CONSTRAINT "_services_v_blocks_groups_items_entries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_services_v_blocks_groups_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_services_v_blocks_groups_items" ADD CONSTRAINT "_services_v_blocks_groups_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_services_v_blocks_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_services_v_blocks_groups" ADD CONSTRAINT "_services_v_blocks_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_services_v_version_why_choose_items_bullets" ADD CONSTRAINT "_services_v_version_why_choose_items_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_services_v_version_why_choose_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_services_v_version_why_choose_items" ADD CONSTRAINT "_services_v_version_why_choose_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_services_v" ADD CONSTRAINT "_services_v_parent_id_services_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_services_v" ADD CONSTRAINT "_services_v_version_social_image_id_media_id_fk" FOREIGN KEY ("version_social_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."policies_sections_paragraphs" ADD CONSTRAINT "policies_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."policies_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."policies_sections_bullets" ADD CONSTRAINT "policies_sections_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."policies_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."policies_sections_table_columns" ADD CONSTRAINT "policies_sections_table_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."policies_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."policies_sections_table_rows_cells" ADD CONSTRAINT "policies_sections_table_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."policies_sections_table_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."policies_sections_table_rows" ADD CONSTRAINT "policies_sections_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."policies_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."policies_sections" ADD CONSTRAINT "policies_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."policies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_policies_v_version_sections_paragraphs" ADD CONSTRAINT "_policies_v_version_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_policies_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_policies_v_version_sections_bullets" ADD CONSTRAINT "_policies_v_version_sections_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_policies_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_policies_v_version_sections_table_columns" ADD CONSTRAINT "_policies_v_version_sections_table_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_policies_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_policies_v_version_sections_table_rows_cells" ADD CONSTRAINT "_policies_v_version_sections_table_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_policies_v_version_sections_table_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_policies_v_version_sections_table_rows" ADD CONSTRAINT "_policies_v_version_sections_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_policies_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_policies_v_version_sections" ADD CONSTRAINT "_policies_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_policies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_policies_v" ADD CONSTRAINT "_policies_v_parent_id_policies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."policies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_categories_v" ADD CONSTRAINT "_categories_v_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."insights" ADD CONSTRAINT "insights_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "cms"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."insights" ADD CONSTRAINT "insights_illustration_image_id_media_id_fk" FOREIGN KEY ("illustration_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."insights" ADD CONSTRAINT "insights_social_image_id_media_id_fk" FOREIGN KEY ("social_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_insights_v" ADD CONSTRAINT "_insights_v_parent_id_insights_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."insights"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_insights_v" ADD CONSTRAINT "_insights_v_version_category_id_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "cms"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_insights_v" ADD CONSTRAINT "_insights_v_version_illustration_image_id_media_id_fk" FOREIGN KEY ("version_illustration_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_insights_v" ADD CONSTRAINT "_insights_v_version_social_image_id_media_id_fk" FOREIGN KEY ("version_social_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."case_studies_services" ADD CONSTRAINT "case_studies_services_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."case_studies_results" ADD CONSTRAINT "case_studies_results_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."case_studies" ADD CONSTRAINT "case_studies_illustration_image_id_media_id_fk" FOREIGN KEY ("illustration_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."case_studies" ADD CONSTRAINT "case_studies_social_image_id_media_id_fk" FOREIGN KEY ("social_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_case_studies_v_version_services" ADD CONSTRAINT "_case_studies_v_version_services_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_case_studies_v_version_results" ADD CONSTRAINT "_case_studies_v_version_results_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_case_studies_v" ADD CONSTRAINT "_case_studies_v_parent_id_case_studies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."case_studies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_case_studies_v" ADD CONSTRAINT "_case_studies_v_version_illustration_image_id_media_id_fk" FOREIGN KEY ("version_illustration_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_case_studies_v" ADD CONSTRAINT "_case_studies_v_version_social_image_id_media_id_fk" FOREIGN KEY ("version_social_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "cms"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "cms"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "cms"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_policies_fk" FOREIGN KEY ("policies_id") REFERENCES "cms"."policies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "cms"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_insights_fk" FOREIGN KEY ("insights_id") REFERENCES "cms"."insights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "cms"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "cms"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."company_office_hours_days" ADD CONSTRAINT "company_office_hours_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."company"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_company_v_version_office_hours_days" ADD CONSTRAINT "_company_v_version_office_hours_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_company_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."navigation_main" ADD CONSTRAINT "navigation_main_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."navigation_service_columns_services" ADD CONSTRAINT "navigation_service_columns_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."navigation_service_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."navigation_service_columns" ADD CONSTRAINT "navigation_service_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."navigation_left_out" ADD CONSTRAINT "navigation_left_out_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."navigation_footer_company" ADD CONSTRAINT "navigation_footer_company_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."navigation_footer_solutions" ADD CONSTRAINT "navigation_footer_solutions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."navigation_footer_legal" ADD CONSTRAINT "navigation_footer_legal_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_navigation_v_version_main" ADD CONSTRAINT "_navigation_v_version_main_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_navigation_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_navigation_v_version_service_columns_services" ADD CONSTRAINT "_navigation_v_version_service_columns_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_navigation_v_version_service_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_navigation_v_version_service_columns" ADD CONSTRAINT "_navigation_v_version_service_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_navigation_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_navigation_v_version_left_out" ADD CONSTRAINT "_navigation_v_version_left_out_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_navigation_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_navigation_v_version_footer_company" ADD CONSTRAINT "_navigation_v_version_footer_company_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_navigation_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_navigation_v_version_footer_solutions" ADD CONSTRAINT "_navigation_v_version_footer_solutions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_navigation_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_navigation_v_version_footer_legal" ADD CONSTRAINT "_navigation_v_version_footer_legal_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_navigation_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "cms"."users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "cms"."users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "cms"."users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "cms"."users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "cms"."users" USING btree ("email");
  CREATE INDEX "media_updated_at_idx" ON "cms"."media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "cms"."media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "cms"."media" USING btree ("filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "cms"."media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_social_sizes_social_filename_idx" ON "cms"."media" USING btree ("sizes_social_filename");
  CREATE INDEX "pages_sections_order_idx" ON "cms"."pages_sections" USING btree ("_order");
  CREATE INDEX "pages_sections_parent_id_idx" ON "cms"."pages_sections" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_review_form_questions_order_idx" ON "cms"."pages_blocks_review_form_questions" USING btree ("_order");
  CREATE INDEX "pages_blocks_review_form_questions_parent_id_idx" ON "cms"."pages_blocks_review_form_questions" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_review_form_order_idx" ON "cms"."pages_blocks_review_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_review_form_parent_id_idx" ON "cms"."pages_blocks_review_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_review_form_path_idx" ON "cms"."pages_blocks_review_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_goals_items_order_idx" ON "cms"."pages_blocks_goals_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_goals_items_parent_id_idx" ON "cms"."pages_blocks_goals_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_goals_order_idx" ON "cms"."pages_blocks_goals" USING btree ("_order");
  CREATE INDEX "pages_blocks_goals_parent_id_idx" ON "cms"."pages_blocks_goals" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_goals_path_idx" ON "cms"."pages_blocks_goals" USING btree ("_path");
  CREATE INDEX "pages_blocks_analytics_bars_order_idx" ON "cms"."pages_blocks_analytics_bars" USING btree ("_order");
  CREATE INDEX "pages_blocks_analytics_bars_parent_id_idx" ON "cms"."pages_blocks_analytics_bars" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_analytics_order_idx" ON "cms"."pages_blocks_analytics" USING btree ("_order");
  CREATE INDEX "pages_blocks_analytics_parent_id_idx" ON "cms"."pages_blocks_analytics" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_analytics_path_idx" ON "cms"."pages_blocks_analytics" USING btree ("_path");
  CREATE INDEX "pages_blocks_employee_directory_rows_order_idx" ON "cms"."pages_blocks_employee_directory_rows" USING btree ("_order");
  CREATE INDEX "pages_blocks_employee_directory_rows_parent_id_idx" ON "cms"."pages_blocks_employee_directory_rows" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_employee_directory_order_idx" ON "cms"."pages_blocks_employee_directory" USING btree ("_order");
  CREATE INDEX "pages_blocks_employee_directory_parent_id_idx" ON "cms"."pages_blocks_employee_directory" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_employee_directory_path_idx" ON "cms"."pages_blocks_employee_directory" USING btree ("_path");
  CREATE INDEX "pages_blocks_payroll_run_steps_order_idx" ON "cms"."pages_blocks_payroll_run_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_payroll_run_steps_parent_id_idx" ON "cms"."pages_blocks_payroll_run_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_payroll_run_totals_order_idx" ON "cms"."pages_blocks_payroll_run_totals" USING btree ("_order");
  CREATE INDEX "pages_blocks_payroll_run_totals_parent_id_idx" ON "cms"."pages_blocks_payroll_run_totals" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_payroll_run_rows_order_idx" ON "cms"."pages_blocks_payroll_run_rows" USING btree ("_order");
  CREATE INDEX "pages_blocks_payroll_run_rows_parent_id_idx" ON "cms"."pages_blocks_payroll_run_rows" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_payroll_run_order_idx" ON "cms"."pages_blocks_payroll_run" USING btree ("_order");
  CREATE INDEX "pages_blocks_payroll_run_parent_id_idx" ON "cms"."pages_blocks_payroll_run" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_payroll_run_path_idx" ON "cms"."pages_blocks_payroll_run" USING btree ("_path");
  CREATE INDEX "pages_blocks_attendance_weekdays_order_idx" ON "cms"."pages_blocks_attendance_weekdays" USING btree ("_order");
  CREATE INDEX "pages_blocks_attendance_weekdays_parent_id_idx" ON "cms"."pages_blocks_attendance_weekdays" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_attendance_legend_order_idx" ON "cms"."pages_blocks_attendance_legend" USING btree ("_order");
  CREATE INDEX "pages_blocks_attendance_legend_parent_id_idx" ON "cms"."pages_blocks_attendance_legend" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_attendance_order_idx" ON "cms"."pages_blocks_attendance" USING btree ("_order");
  CREATE INDEX "pages_blocks_attendance_parent_id_idx" ON "cms"."pages_blocks_attendance" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_attendance_path_idx" ON "cms"."pages_blocks_attendance" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_slider_slides_order_idx" ON "cms"."pages_blocks_hero_slider_slides" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_slider_slides_parent_id_idx" ON "cms"."pages_blocks_hero_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_slider_order_idx" ON "cms"."pages_blocks_hero_slider" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_slider_parent_id_idx" ON "cms"."pages_blocks_hero_slider" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_slider_path_idx" ON "cms"."pages_blocks_hero_slider" USING btree ("_path");
  CREATE INDEX "about_stats_order_idx" ON "cms"."about_stats" USING btree ("_order");
  CREATE INDEX "about_stats_parent_id_idx" ON "cms"."about_stats" USING btree ("_parent_id");
  CREATE INDEX "about_values_items_bullets_order_idx" ON "cms"."about_values_items_bullets" USING btree ("_order");
  CREATE INDEX "about_values_items_bullets_parent_id_idx" ON "cms"."about_values_items_bullets" USING btree ("_parent_id");
  CREATE INDEX "about_values_items_order_idx" ON "cms"."about_values_items" USING btree ("_order");
  CREATE INDEX "about_values_items_parent_id_idx" ON "cms"."about_values_items" USING btree ("_parent_id");
  CREATE INDEX "about_why_choose_us_items_bullets_order_idx" ON "cms"."about_why_choose_us_items_bullets" USING btree ("_order");
  CREATE INDEX "about_why_choose_us_items_bullets_parent_id_idx" ON "cms"."about_why_choose_us_items_bullets" USING btree ("_parent_id");
  CREATE INDEX "about_why_choose_us_items_order_idx" ON "cms"."about_why_choose_us_items" USING btree ("_order");
  CREATE INDEX "about_why_choose_us_items_parent_id_idx" ON "cms"."about_why_choose_us_items" USING btree ("_parent_id");
  CREATE INDEX "about_expertise_items_bullets_order_idx" ON "cms"."about_expertise_items_bullets" USING btree ("_order");
  CREATE INDEX "about_expertise_items_bullets_parent_id_idx" ON "cms"."about_expertise_items_bullets" USING btree ("_parent_id");
  CREATE INDEX "about_expertise_items_order_idx" ON "cms"."about_expertise_items" USING btree ("_order");
  CREATE INDEX "about_expertise_items_parent_id_idx" ON "cms"."about_expertise_items" USING btree ("_parent_id");
  CREATE INDEX "about_business_excellence_points_order_idx" ON "cms"."about_business_excellence_points" USING btree ("_order");
  CREATE INDEX "about_business_excellence_points_parent_id_idx" ON "cms"."about_business_excellence_points" USING btree ("_parent_id");
  CREATE INDEX "about_staffing_items_bullets_order_idx" ON "cms"."about_staffing_items_bullets" USING btree ("_order");
  CREATE INDEX "about_staffing_items_bullets_parent_id_idx" ON "cms"."about_staffing_items_bullets" USING btree ("_parent_id");
  CREATE INDEX "about_staffing_items_order_idx" ON "cms"."about_staffing_items" USING btree ("_order");
  CREATE INDEX "about_staffing_items_parent_id_idx" ON "cms"."about_staffing_items" USING btree ("_parent_id");
  CREATE INDEX "about_order_idx" ON "cms"."about" USING btree ("_order");
  CREATE INDEX "about_parent_id_idx" ON "cms"."about" USING btree ("_parent_id");
  CREATE INDEX "about_path_idx" ON "cms"."about" USING btree ("_path");
  CREATE INDEX "pages_blocks_testimonials_stats_order_idx" ON "cms"."pages_blocks_testimonials_stats" USING btree ("_order");
  CREATE INDEX "pages_blocks_testimonials_stats_parent_id_idx" ON "cms"."pages_blocks_testimonials_stats" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_testimonials_order_idx" ON "cms"."pages_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "pages_blocks_testimonials_parent_id_idx" ON "cms"."pages_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_testimonials_path_idx" ON "cms"."pages_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "pages_blocks_page_hero_order_idx" ON "cms"."pages_blocks_page_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_page_hero_parent_id_idx" ON "cms"."pages_blocks_page_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_page_hero_path_idx" ON "cms"."pages_blocks_page_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_section_paragraphs_order_idx" ON "cms"."pages_blocks_section_paragraphs" USING btree ("_order");
  CREATE INDEX "pages_blocks_section_paragraphs_parent_id_idx" ON "cms"."pages_blocks_section_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_section_items_bullets_order_idx" ON "cms"."pages_blocks_section_items_bullets" USING btree ("_order");
  CREATE INDEX "pages_blocks_section_items_bullets_parent_id_idx" ON "cms"."pages_blocks_section_items_bullets" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_section_items_order_idx" ON "cms"."pages_blocks_section_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_section_items_parent_id_idx" ON "cms"."pages_blocks_section_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_section_stats_order_idx" ON "cms"."pages_blocks_section_stats" USING btree ("_order");
  CREATE INDEX "pages_blocks_section_stats_parent_id_idx" ON "cms"."pages_blocks_section_stats" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_section_groups_items_order_idx" ON "cms"."pages_blocks_section_groups_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_section_groups_items_parent_id_idx" ON "cms"."pages_blocks_section_groups_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_section_groups_order_idx" ON "cms"."pages_blocks_section_groups" USING btree ("_order");
  CREATE INDEX "pages_blocks_section_groups_parent_id_idx" ON "cms"."pages_blocks_section_groups" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_section_screens_order_idx" ON "cms"."pages_blocks_section_screens" USING btree ("_order");
  CREATE INDEX "pages_blocks_section_screens_parent_id_idx" ON "cms"."pages_blocks_section_screens" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_section_order_idx" ON "cms"."pages_blocks_section" USING btree ("_order");
  CREATE INDEX "pages_blocks_section_parent_id_idx" ON "cms"."pages_blocks_section" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_section_path_idx" ON "cms"."pages_blocks_section" USING btree ("_path");
  CREATE INDEX "pages_blocks_prose_paragraphs_order_idx" ON "cms"."pages_blocks_prose_paragraphs" USING btree ("_order");
  CREATE INDEX "pages_blocks_prose_paragraphs_parent_id_idx" ON "cms"."pages_blocks_prose_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_prose_order_idx" ON "cms"."pages_blocks_prose" USING btree ("_order");
  CREATE INDEX "pages_blocks_prose_parent_id_idx" ON "cms"."pages_blocks_prose" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_prose_path_idx" ON "cms"."pages_blocks_prose" USING btree ("_path");
  CREATE INDEX "pages_blocks_cards_items_bullets_order_idx" ON "cms"."pages_blocks_cards_items_bullets" USING btree ("_order");
  CREATE INDEX "pages_blocks_cards_items_bullets_parent_id_idx" ON "cms"."pages_blocks_cards_items_bullets" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cards_items_order_idx" ON "cms"."pages_blocks_cards_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_cards_items_parent_id_idx" ON "cms"."pages_blocks_cards_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cards_order_idx" ON "cms"."pages_blocks_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_cards_parent_id_idx" ON "cms"."pages_blocks_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cards_path_idx" ON "cms"."pages_blocks_cards" USING btree ("_path");
  CREATE INDEX "pages_blocks_steps_items_order_idx" ON "cms"."pages_blocks_steps_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_steps_items_parent_id_idx" ON "cms"."pages_blocks_steps_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_steps_order_idx" ON "cms"."pages_blocks_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_steps_parent_id_idx" ON "cms"."pages_blocks_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_steps_path_idx" ON "cms"."pages_blocks_steps" USING btree ("_path");
  CREATE INDEX "pages_blocks_checklist_items_order_idx" ON "cms"."pages_blocks_checklist_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_checklist_items_parent_id_idx" ON "cms"."pages_blocks_checklist_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_checklist_order_idx" ON "cms"."pages_blocks_checklist" USING btree ("_order");
  CREATE INDEX "pages_blocks_checklist_parent_id_idx" ON "cms"."pages_blocks_checklist" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_checklist_path_idx" ON "cms"."pages_blocks_checklist" USING btree ("_path");
  CREATE INDEX "pages_blocks_stats_items_order_idx" ON "cms"."pages_blocks_stats_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_items_parent_id_idx" ON "cms"."pages_blocks_stats_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stats_order_idx" ON "cms"."pages_blocks_stats" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_parent_id_idx" ON "cms"."pages_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stats_path_idx" ON "cms"."pages_blocks_stats" USING btree ("_path");
  CREATE INDEX "pages_blocks_groups_items_entries_order_idx" ON "cms"."pages_blocks_groups_items_entries" USING btree ("_order");
  CREATE INDEX "pages_blocks_groups_items_entries_parent_id_idx" ON "cms"."pages_blocks_groups_items_entries" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_groups_items_order_idx" ON "cms"."pages_blocks_groups_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_groups_items_parent_id_idx" ON "cms"."pages_blocks_groups_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_groups_order_idx" ON "cms"."pages_blocks_groups" USING btree ("_order");
  CREATE INDEX "pages_blocks_groups_parent_id_idx" ON "cms"."pages_blocks_groups" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_groups_path_idx" ON "cms"."pages_blocks_groups" USING btree ("_path");
  CREATE INDEX "pages_blocks_cta_order_idx" ON "cms"."pages_blocks_cta" USING btree ("_order");
  CREATE INDEX "pages_blocks_cta_parent_id_idx" ON "cms"."pages_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cta_path_idx" ON "cms"."pages_blocks_cta" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_path_idx" ON "cms"."pages" USING btree ("path");
  CREATE INDEX "pages_social_image_idx" ON "cms"."pages" USING btree ("social_image_id");
  CREATE INDEX "pages_updated_at_idx" ON "cms"."pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "cms"."pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "cms"."pages" USING btree ("_status");
  CREATE INDEX "_pages_v_version_sections_order_idx" ON "cms"."_pages_v_version_sections" USING btree ("_order");
  CREATE INDEX "_pages_v_version_sections_parent_id_idx" ON "cms"."_pages_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_review_form_questions_order_idx" ON "cms"."_pages_v_blocks_review_form_questions" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_review_form_questions_parent_id_idx" ON "cms"."_pages_v_blocks_review_form_questions" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_review_form_order_idx" ON "cms"."_pages_v_blocks_review_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_review_form_parent_id_idx" ON "cms"."_pages_v_blocks_review_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_review_form_path_idx" ON "cms"."_pages_v_blocks_review_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_goals_items_order_idx" ON "cms"."_pages_v_blocks_goals_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_goals_items_parent_id_idx" ON "cms"."_pages_v_blocks_goals_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_goals_order_idx" ON "cms"."_pages_v_blocks_goals" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_goals_parent_id_idx" ON "cms"."_pages_v_blocks_goals" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_goals_path_idx" ON "cms"."_pages_v_blocks_goals" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_analytics_bars_order_idx" ON "cms"."_pages_v_blocks_analytics_bars" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_analytics_bars_parent_id_idx" ON "cms"."_pages_v_blocks_analytics_bars" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_analytics_order_idx" ON "cms"."_pages_v_blocks_analytics" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_analytics_parent_id_idx" ON "cms"."_pages_v_blocks_analytics" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_analytics_path_idx" ON "cms"."_pages_v_blocks_analytics" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_employee_directory_rows_order_idx" ON "cms"."_pages_v_blocks_employee_directory_rows" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_employee_directory_rows_parent_id_idx" ON "cms"."_pages_v_blocks_employee_directory_rows" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_employee_directory_order_idx" ON "cms"."_pages_v_blocks_employee_directory" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_employee_directory_parent_id_idx" ON "cms"."_pages_v_blocks_employee_directory" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_employee_directory_path_idx" ON "cms"."_pages_v_blocks_employee_directory" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_payroll_run_steps_order_idx" ON "cms"."_pages_v_blocks_payroll_run_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_payroll_run_steps_parent_id_idx" ON "cms"."_pages_v_blocks_payroll_run_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_payroll_run_totals_order_idx" ON "cms"."_pages_v_blocks_payroll_run_totals" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_payroll_run_totals_parent_id_idx" ON "cms"."_pages_v_blocks_payroll_run_totals" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_payroll_run_rows_order_idx" ON "cms"."_pages_v_blocks_payroll_run_rows" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_payroll_run_rows_parent_id_idx" ON "cms"."_pages_v_blocks_payroll_run_rows" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_payroll_run_order_idx" ON "cms"."_pages_v_blocks_payroll_run" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_payroll_run_parent_id_idx" ON "cms"."_pages_v_blocks_payroll_run" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_payroll_run_path_idx" ON "cms"."_pages_v_blocks_payroll_run" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_attendance_weekdays_order_idx" ON "cms"."_pages_v_blocks_attendance_weekdays" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_attendance_weekdays_parent_id_idx" ON "cms"."_pages_v_blocks_attendance_weekdays" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_attendance_legend_order_idx" ON "cms"."_pages_v_blocks_attendance_legend" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_attendance_legend_parent_id_idx" ON "cms"."_pages_v_blocks_attendance_legend" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_attendance_order_idx" ON "cms"."_pages_v_blocks_attendance" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_attendance_parent_id_idx" ON "cms"."_pages_v_blocks_attendance" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_attendance_path_idx" ON "cms"."_pages_v_blocks_attendance" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_slider_slides_order_idx" ON "cms"."_pages_v_blocks_hero_slider_slides" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_slider_slides_parent_id_idx" ON "cms"."_pages_v_blocks_hero_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_slider_order_idx" ON "cms"."_pages_v_blocks_hero_slider" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_slider_parent_id_idx" ON "cms"."_pages_v_blocks_hero_slider" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_slider_path_idx" ON "cms"."_pages_v_blocks_hero_slider" USING btree ("_path");
  CREATE INDEX "_about_v_stats_order_idx" ON "cms"."_about_v_stats" USING btree ("_order");
  CREATE INDEX "_about_v_stats_parent_id_idx" ON "cms"."_about_v_stats" USING btree ("_parent_id");
  CREATE INDEX "_about_v_values_items_bullets_order_idx" ON "cms"."_about_v_values_items_bullets" USING btree ("_order");
  CREATE INDEX "_about_v_values_items_bullets_parent_id_idx" ON "cms"."_about_v_values_items_bullets" USING btree ("_parent_id");
  CREATE INDEX "_about_v_values_items_order_idx" ON "cms"."_about_v_values_items" USING btree ("_order");
  CREATE INDEX "_about_v_values_items_parent_id_idx" ON "cms"."_about_v_values_items" USING btree ("_parent_id");
  CREATE INDEX "_about_v_why_choose_us_items_bullets_order_idx" ON "cms"."_about_v_why_choose_us_items_bullets" USING btree ("_order");
  CREATE INDEX "_about_v_why_choose_us_items_bullets_parent_id_idx" ON "cms"."_about_v_why_choose_us_items_bullets" USING btree ("_parent_id");
  CREATE INDEX "_about_v_why_choose_us_items_order_idx" ON "cms"."_about_v_why_choose_us_items" USING btree ("_order");
  CREATE INDEX "_about_v_why_choose_us_items_parent_id_idx" ON "cms"."_about_v_why_choose_us_items" USING btree ("_parent_id");
  CREATE INDEX "_about_v_expertise_items_bullets_order_idx" ON "cms"."_about_v_expertise_items_bullets" USING btree ("_order");
  CREATE INDEX "_about_v_expertise_items_bullets_parent_id_idx" ON "cms"."_about_v_expertise_items_bullets" USING btree ("_parent_id");
  CREATE INDEX "_about_v_expertise_items_order_idx" ON "cms"."_about_v_expertise_items" USING btree ("_order");
  CREATE INDEX "_about_v_expertise_items_parent_id_idx" ON "cms"."_about_v_expertise_items" USING btree ("_parent_id");
  CREATE INDEX "_about_v_business_excellence_points_order_idx" ON "cms"."_about_v_business_excellence_points" USING btree ("_order");
  CREATE INDEX "_about_v_business_excellence_points_parent_id_idx" ON "cms"."_about_v_business_excellence_points" USING btree ("_parent_id");
  CREATE INDEX "_about_v_staffing_items_bullets_order_idx" ON "cms"."_about_v_staffing_items_bullets" USING btree ("_order");
  CREATE INDEX "_about_v_staffing_items_bullets_parent_id_idx" ON "cms"."_about_v_staffing_items_bullets" USING btree ("_parent_id");
  CREATE INDEX "_about_v_staffing_items_order_idx" ON "cms"."_about_v_staffing_items" USING btree ("_order");
  CREATE INDEX "_about_v_staffing_items_parent_id_idx" ON "cms"."_about_v_staffing_items" USING btree ("_parent_id");
  CREATE INDEX "_about_v_order_idx" ON "cms"."_about_v" USING btree ("_order");
  CREATE INDEX "_about_v_parent_id_idx" ON "cms"."_about_v" USING btree ("_parent_id");
  CREATE INDEX "_about_v_path_idx" ON "cms"."_about_v" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_testimonials_stats_order_idx" ON "cms"."_pages_v_blocks_testimonials_stats" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_testimonials_stats_parent_id_idx" ON "cms"."_pages_v_blocks_testimonials_stats" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonials_order_idx" ON "cms"."_pages_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_testimonials_parent_id_idx" ON "cms"."_pages_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonials_path_idx" ON "cms"."_pages_v_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_page_hero_order_idx" ON "cms"."_pages_v_blocks_page_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_page_hero_parent_id_idx" ON "cms"."_pages_v_blocks_page_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_page_hero_path_idx" ON "cms"."_pages_v_blocks_page_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_section_paragraphs_order_idx" ON "cms"."_pages_v_blocks_section_paragraphs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_section_paragraphs_parent_id_idx" ON "cms"."_pages_v_blocks_section_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_section_items_bullets_order_idx" ON "cms"."_pages_v_blocks_section_items_bullets" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_section_items_bullets_parent_id_idx" ON "cms"."_pages_v_blocks_section_items_bullets" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_section_items_order_idx" ON "cms"."_pages_v_blocks_section_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_section_items_parent_id_idx" ON "cms"."_pages_v_blocks_section_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_section_stats_order_idx" ON "cms"."_pages_v_blocks_section_stats" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_section_stats_parent_id_idx" ON "cms"."_pages_v_blocks_section_stats" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_section_groups_items_order_idx" ON "cms"."_pages_v_blocks_section_groups_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_section_groups_items_parent_id_idx" ON "cms"."_pages_v_blocks_section_groups_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_section_groups_order_idx" ON "cms"."_pages_v_blocks_section_groups" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_section_groups_parent_id_idx" ON "cms"."_pages_v_blocks_section_groups" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_section_screens_order_idx" ON "cms"."_pages_v_blocks_section_screens" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_section_screens_parent_id_idx" ON "cms"."_pages_v_blocks_section_screens" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_section_order_idx" ON "cms"."_pages_v_blocks_section" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_section_parent_id_idx" ON "cms"."_pages_v_blocks_section" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_section_path_idx" ON "cms"."_pages_v_blocks_section" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_prose_paragraphs_order_idx" ON "cms"."_pages_v_blocks_prose_paragraphs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_prose_paragraphs_parent_id_idx" ON "cms"."_pages_v_blocks_prose_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_prose_order_idx" ON "cms"."_pages_v_blocks_prose" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_prose_parent_id_idx" ON "cms"."_pages_v_blocks_prose" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_prose_path_idx" ON "cms"."_pages_v_blocks_prose" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_cards_items_bullets_order_idx" ON "cms"."_pages_v_blocks_cards_items_bullets" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cards_items_bullets_parent_id_idx" ON "cms"."_pages_v_blocks_cards_items_bullets" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cards_items_order_idx" ON "cms"."_pages_v_blocks_cards_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cards_items_parent_id_idx" ON "cms"."_pages_v_blocks_cards_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cards_order_idx" ON "cms"."_pages_v_blocks_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cards_parent_id_idx" ON "cms"."_pages_v_blocks_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cards_path_idx" ON "cms"."_pages_v_blocks_cards" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_steps_items_order_idx" ON "cms"."_pages_v_blocks_steps_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_steps_items_parent_id_idx" ON "cms"."_pages_v_blocks_steps_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_steps_order_idx" ON "cms"."_pages_v_blocks_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_steps_parent_id_idx" ON "cms"."_pages_v_blocks_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_steps_path_idx" ON "cms"."_pages_v_blocks_steps" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_checklist_items_order_idx" ON "cms"."_pages_v_blocks_checklist_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_checklist_items_parent_id_idx" ON "cms"."_pages_v_blocks_checklist_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_checklist_order_idx" ON "cms"."_pages_v_blocks_checklist" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_checklist_parent_id_idx" ON "cms"."_pages_v_blocks_checklist" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_checklist_path_idx" ON "cms"."_pages_v_blocks_checklist" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_stats_items_order_idx" ON "cms"."_pages_v_blocks_stats_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stats_items_parent_id_idx" ON "cms"."_pages_v_blocks_stats_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_order_idx" ON "cms"."_pages_v_blocks_stats" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stats_parent_id_idx" ON "cms"."_pages_v_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_path_idx" ON "cms"."_pages_v_blocks_stats" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_groups_items_entries_order_idx" ON "cms"."_pages_v_blocks_groups_items_entries" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_groups_items_entries_parent_id_idx" ON "cms"."_pages_v_blocks_groups_items_entries" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_groups_items_order_idx" ON "cms"."_pages_v_blocks_groups_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_groups_items_parent_id_idx" ON "cms"."_pages_v_blocks_groups_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_groups_order_idx" ON "cms"."_pages_v_blocks_groups" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_groups_parent_id_idx" ON "cms"."_pages_v_blocks_groups" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_groups_path_idx" ON "cms"."_pages_v_blocks_groups" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_cta_order_idx" ON "cms"."_pages_v_blocks_cta" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cta_parent_id_idx" ON "cms"."_pages_v_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cta_path_idx" ON "cms"."_pages_v_blocks_cta" USING btree ("_path");
  CREATE INDEX "_pages_v_parent_idx" ON "cms"."_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_path_idx" ON "cms"."_pages_v" USING btree ("version_path");
  CREATE INDEX "_pages_v_version_version_social_image_idx" ON "cms"."_pages_v" USING btree ("version_social_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "cms"."_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "cms"."_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "cms"."_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "cms"."_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "cms"."_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "cms"."_pages_v" USING btree ("latest");
  CREATE INDEX "services_blocks_prose_paragraphs_order_idx" ON "cms"."services_blocks_prose_paragraphs" USING btree ("_order");
  CREATE INDEX "services_blocks_prose_paragraphs_parent_id_idx" ON "cms"."services_blocks_prose_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "services_blocks_prose_order_idx" ON "cms"."services_blocks_prose" USING btree ("_order");
  CREATE INDEX "services_blocks_prose_parent_id_idx" ON "cms"."services_blocks_prose" USING btree ("_parent_id");
  CREATE INDEX "services_blocks_prose_path_idx" ON "cms"."services_blocks_prose" USING btree ("_path");
  CREATE INDEX "services_blocks_cards_items_bullets_order_idx" ON "cms"."services_blocks_cards_items_bullets" USING btree ("_order");
  CREATE INDEX "services_blocks_cards_items_bullets_parent_id_idx" ON "cms"."services_blocks_cards_items_bullets" USING btree ("_parent_id");
  CREATE INDEX "services_blocks_cards_items_order_idx" ON "cms"."services_blocks_cards_items" USING btree ("_order");
  CREATE INDEX "services_blocks_cards_items_parent_id_idx" ON "cms"."services_blocks_cards_items" USING btree ("_parent_id");
  CREATE INDEX "services_blocks_cards_order_idx" ON "cms"."services_blocks_cards" USING btree ("_order");
  CREATE INDEX "services_blocks_cards_parent_id_idx" ON "cms"."services_blocks_cards" USING btree ("_parent_id");
  CREATE INDEX "services_blocks_cards_path_idx" ON "cms"."services_blocks_cards" USING btree ("_path");
  CREATE INDEX "services_blocks_steps_items_order_idx" ON "cms"."services_blocks_steps_items" USING btree ("_order");
  CREATE INDEX "services_blocks_steps_items_parent_id_idx" ON "cms"."services_blocks_steps_items" USING btree ("_parent_id");
  CREATE INDEX "services_blocks_steps_order_idx" ON "cms"."services_blocks_steps" USING btree ("_order");
  CREATE INDEX "services_blocks_steps_parent_id_idx" ON "cms"."services_blocks_steps" USING btree ("_parent_id");
  CREATE INDEX "services_blocks_steps_path_idx" ON "cms"."services_blocks_steps" USING btree ("_path");
  CREATE INDEX "services_blocks_checklist_items_order_idx" ON "cms"."services_blocks_checklist_items" USING btree ("_order");
  CREATE INDEX "services_blocks_checklist_items_parent_id_idx" ON "cms"."services_blocks_checklist_items" USING btree ("_parent_id");
  CREATE INDEX "services_blocks_checklist_order_idx" ON "cms"."services_blocks_checklist" USING btree ("_order");
  CREATE INDEX "services_blocks_checklist_parent_id_idx" ON "cms"."services_blocks_checklist" USING btree ("_parent_id");
  CREATE INDEX "services_blocks_checklist_path_idx" ON "cms"."services_blocks_checklist" USING btree ("_path");
  CREATE INDEX "services_blocks_stats_items_order_idx" ON "cms"."services_blocks_stats_items" USING btree ("_order");
  CREATE INDEX "services_blocks_stats_items_parent_id_idx" ON "cms"."services_blocks_stats_items" USING btree ("_parent_id");
  CREATE INDEX "services_blocks_stats_order_idx" ON "cms"."services_blocks_stats" USING btree ("_order");
  CREATE INDEX "services_blocks_stats_parent_id_idx" ON "cms"."services_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "services_blocks_stats_path_idx" ON "cms"."services_blocks_stats" USING btree ("_path");
  CREATE INDEX "services_blocks_groups_items_entries_order_idx" ON "cms"."services_blocks_groups_items_entries" USING btree ("_order");
  CREATE INDEX "services_blocks_groups_items_entries_parent_id_idx" ON "cms"."services_blocks_groups_items_entries" USING btree ("_parent_id");
  CREATE INDEX "services_blocks_groups_items_order_idx" ON "cms"."services_blocks_groups_items" USING btree ("_order");
  CREATE INDEX "services_blocks_groups_items_parent_id_idx" ON "cms"."services_blocks_groups_items" USING btree ("_parent_id");
  CREATE INDEX "services_blocks_groups_order_idx" ON "cms"."services_blocks_groups" USING btree ("_order");
  CREATE INDEX "services_blocks_groups_parent_id_idx" ON "cms"."services_blocks_groups" USING btree ("_parent_id");
  CREATE INDEX "services_blocks_groups_path_idx" ON "cms"."services_blocks_groups" USING btree ("_path");
  CREATE INDEX "services_why_choose_items_bullets_order_idx" ON "cms"."services_why_choose_items_bullets" USING btree ("_order");
  CREATE INDEX "services_why_choose_items_bullets_parent_id_idx" ON "cms"."services_why_choose_items_bullets" USING btree ("_parent_id");
  CREATE INDEX "services_why_choose_items_order_idx" ON "cms"."services_why_choose_items" USING btree ("_order");
  CREATE INDEX "services_why_choose_items_parent_id_idx" ON "cms"."services_why_choose_items" USING btree ("_parent_id");
  CREATE INDEX "services_social_image_idx" ON "cms"."services" USING btree ("social_image_id");
  CREATE UNIQUE INDEX "services_slug_idx" ON "cms"."services" USING btree ("slug");
  CREATE INDEX "services_updated_at_idx" ON "cms"."services" USING btree ("updated_at");
  CREATE INDEX "services_created_at_idx" ON "cms"."services" USING btree ("created_at");
  CREATE INDEX "services__status_idx" ON "cms"."services" USING btree ("_status");
  CREATE INDEX "_services_v_blocks_prose_paragraphs_order_idx" ON "cms"."_services_v_blocks_prose_paragraphs" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_prose_paragraphs_parent_id_idx" ON "cms"."_services_v_blocks_prose_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_services_v_blocks_prose_order_idx" ON "cms"."_services_v_blocks_prose" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_prose_parent_id_idx" ON "cms"."_services_v_blocks_prose" USING btree ("_parent_id");
  CREATE INDEX "_services_v_blocks_prose_path_idx" ON "cms"."_services_v_blocks_prose" USING btree ("_path");
  CREATE INDEX "_services_v_blocks_cards_items_bullets_order_idx" ON "cms"."_services_v_blocks_cards_items_bullets" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_cards_items_bullets_parent_id_idx" ON "cms"."_services_v_blocks_cards_items_bullets" USING btree ("_parent_id");
  CREATE INDEX "_services_v_blocks_cards_items_order_idx" ON "cms"."_services_v_blocks_cards_items" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_cards_items_parent_id_idx" ON "cms"."_services_v_blocks_cards_items" USING btree ("_parent_id");
  CREATE INDEX "_services_v_blocks_cards_order_idx" ON "cms"."_services_v_blocks_cards" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_cards_parent_id_idx" ON "cms"."_services_v_blocks_cards" USING btree ("_parent_id");
  CREATE INDEX "_services_v_blocks_cards_path_idx" ON "cms"."_services_v_blocks_cards" USING btree ("_path");
  CREATE INDEX "_services_v_blocks_steps_items_order_idx" ON "cms"."_services_v_blocks_steps_items" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_steps_items_parent_id_idx" ON "cms"."_services_v_blocks_steps_items" USING btree ("_parent_id");
  CREATE INDEX "_services_v_blocks_steps_order_idx" ON "cms"."_services_v_blocks_steps" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_steps_parent_id_idx" ON "cms"."_services_v_blocks_steps" USING btree ("_parent_id");
  CREATE INDEX "_services_v_blocks_steps_path_idx" ON "cms"."_services_v_blocks_steps" USING btree ("_path");
  CREATE INDEX "_services_v_blocks_checklist_items_order_idx" ON "cms"."_services_v_blocks_checklist_items" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_checklist_items_parent_id_idx" ON "cms"."_services_v_blocks_checklist_items" USING btree ("_parent_id");
  CREATE INDEX "_services_v_blocks_checklist_order_idx" ON "cms"."_services_v_blocks_checklist" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_checklist_parent_id_idx" ON "cms"."_services_v_blocks_checklist" USING btree ("_parent_id");
  CREATE INDEX "_services_v_blocks_checklist_path_idx" ON "cms"."_services_v_blocks_checklist" USING btree ("_path");
  CREATE INDEX "_services_v_blocks_stats_items_order_idx" ON "cms"."_services_v_blocks_stats_items" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_stats_items_parent_id_idx" ON "cms"."_services_v_blocks_stats_items" USING btree ("_parent_id");
  CREATE INDEX "_services_v_blocks_stats_order_idx" ON "cms"."_services_v_blocks_stats" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_stats_parent_id_idx" ON "cms"."_services_v_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "_services_v_blocks_stats_path_idx" ON "cms"."_services_v_blocks_stats" USING btree ("_path");
  CREATE INDEX "_services_v_blocks_groups_items_entries_order_idx" ON "cms"."_services_v_blocks_groups_items_entries" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_groups_items_entries_parent_id_idx" ON "cms"."_services_v_blocks_groups_items_entries" USING btree ("_parent_id");
  CREATE INDEX "_services_v_blocks_groups_items_order_idx" ON "cms"."_services_v_blocks_groups_items" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_groups_items_parent_id_idx" ON "cms"."_services_v_blocks_groups_items" USING btree ("_parent_id");
  CREATE INDEX "_services_v_blocks_groups_order_idx" ON "cms"."_services_v_blocks_groups" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_groups_parent_id_idx" ON "cms"."_services_v_blocks_groups" USING btree ("_parent_id");
  CREATE INDEX "_services_v_blocks_groups_path_idx" ON "cms"."_services_v_blocks_groups" USING btree ("_path");
  CREATE INDEX "_services_v_version_why_choose_items_bullets_order_idx" ON "cms"."_services_v_version_why_choose_items_bullets" USING btree ("_order");
  CREATE INDEX "_services_v_version_why_choose_items_bullets_parent_id_idx" ON "cms"."_services_v_version_why_choose_items_bullets" USING btree ("_parent_id");
  CREATE INDEX "_services_v_version_why_choose_items_order_idx" ON "cms"."_services_v_version_why_choose_items" USING btree ("_order");
  CREATE INDEX "_services_v_version_why_choose_items_parent_id_idx" ON "cms"."_services_v_version_why_choose_items" USING btree ("_parent_id");
  CREATE INDEX "_services_v_parent_idx" ON "cms"."_services_v" USING btree ("parent_id");
  CREATE INDEX "_services_v_version_version_social_image_idx" ON "cms"."_services_v" USING btree ("version_social_image_id");
  CREATE INDEX "_services_v_version_version_slug_idx" ON "cms"."_services_v" USING btree ("version_slug");
  CREATE INDEX "_services_v_version_version_updated_at_idx" ON "cms"."_services_v" USING btree ("version_updated_at");
  CREATE INDEX "_services_v_version_version_created_at_idx" ON "cms"."_services_v" USING btree ("version_created_at");
  CREATE INDEX "_services_v_version_version__status_idx" ON "cms"."_services_v" USING btree ("version__status");
  CREATE INDEX "_services_v_created_at_idx" ON "cms"."_services_v" USING btree ("created_at");
  CREATE INDEX "_services_v_updated_at_idx" ON "cms"."_services_v" USING btree ("updated_at");
  CREATE INDEX "_services_v_latest_idx" ON "cms"."_services_v" USING btree ("latest");
  CREATE INDEX "policies_sections_paragraphs_order_idx" ON "cms"."policies_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "policies_sections_paragraphs_parent_id_idx" ON "cms"."policies_sections_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "policies_sections_bullets_order_idx" ON "cms"."policies_sections_bullets" USING btree ("_order");
  CREATE INDEX "policies_sections_bullets_parent_id_idx" ON "cms"."policies_sections_bullets" USING btree ("_parent_id");
  CREATE INDEX "policies_sections_table_columns_order_idx" ON "cms"."policies_sections_table_columns" USING btree ("_order");
  CREATE INDEX "policies_sections_table_columns_parent_id_idx" ON "cms"."policies_sections_table_columns" USING btree ("_parent_id");
  CREATE INDEX "policies_sections_table_rows_cells_order_idx" ON "cms"."policies_sections_table_rows_cells" USING btree ("_order");
  CREATE INDEX "policies_sections_table_rows_cells_parent_id_idx" ON "cms"."policies_sections_table_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "policies_sections_table_rows_order_idx" ON "cms"."policies_sections_table_rows" USING btree ("_order");
  CREATE INDEX "policies_sections_table_rows_parent_id_idx" ON "cms"."policies_sections_table_rows" USING btree ("_parent_id");
  CREATE INDEX "policies_sections_order_idx" ON "cms"."policies_sections" USING btree ("_order");
  CREATE INDEX "policies_sections_parent_id_idx" ON "cms"."policies_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "policies_slug_idx" ON "cms"."policies" USING btree ("slug");
  CREATE INDEX "policies_updated_at_idx" ON "cms"."policies" USING btree ("updated_at");
  CREATE INDEX "policies_created_at_idx" ON "cms"."policies" USING btree ("created_at");
  CREATE INDEX "policies__status_idx" ON "cms"."policies" USING btree ("_status");
  CREATE INDEX "_policies_v_version_sections_paragraphs_order_idx" ON "cms"."_policies_v_version_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "_policies_v_version_sections_paragraphs_parent_id_idx" ON "cms"."_policies_v_version_sections_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_policies_v_version_sections_bullets_order_idx" ON "cms"."_policies_v_version_sections_bullets" USING btree ("_order");
  CREATE INDEX "_policies_v_version_sections_bullets_parent_id_idx" ON "cms"."_policies_v_version_sections_bullets" USING btree ("_parent_id");
  CREATE INDEX "_policies_v_version_sections_table_columns_order_idx" ON "cms"."_policies_v_version_sections_table_columns" USING btree ("_order");
  CREATE INDEX "_policies_v_version_sections_table_columns_parent_id_idx" ON "cms"."_policies_v_version_sections_table_columns" USING btree ("_parent_id");
  CREATE INDEX "_policies_v_version_sections_table_rows_cells_order_idx" ON "cms"."_policies_v_version_sections_table_rows_cells" USING btree ("_order");
  CREATE INDEX "_policies_v_version_sections_table_rows_cells_parent_id_idx" ON "cms"."_policies_v_version_sections_table_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "_policies_v_version_sections_table_rows_order_idx" ON "cms"."_policies_v_version_sections_table_rows" USING btree ("_order");
  CREATE INDEX "_policies_v_version_sections_table_rows_parent_id_idx" ON "cms"."_policies_v_version_sections_table_rows" USING btree ("_parent_id");
  CREATE INDEX "_policies_v_version_sections_order_idx" ON "cms"."_policies_v_version_sections" USING btree ("_order");
  CREATE INDEX "_policies_v_version_sections_parent_id_idx" ON "cms"."_policies_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_policies_v_parent_idx" ON "cms"."_policies_v" USING btree ("parent_id");
  CREATE INDEX "_policies_v_version_version_slug_idx" ON "cms"."_policies_v" USING btree ("version_slug");
  CREATE INDEX "_policies_v_version_version_updated_at_idx" ON "cms"."_policies_v" USING btree ("version_updated_at");
  CREATE INDEX "_policies_v_version_version_created_at_idx" ON "cms"."_policies_v" USING btree ("version_created_at");
  CREATE INDEX "_policies_v_version_version__status_idx" ON "cms"."_policies_v" USING btree ("version__status");
  CREATE INDEX "_policies_v_created_at_idx" ON "cms"."_policies_v" USING btree ("created_at");
  CREATE INDEX "_policies_v_updated_at_idx" ON "cms"."_policies_v" USING btree ("updated_at");
  CREATE INDEX "_policies_v_latest_idx" ON "cms"."_policies_v" USING btree ("latest");
  CREATE UNIQUE INDEX "categories_slug_idx" ON "cms"."categories" USING btree ("slug");
  CREATE INDEX "categories_updated_at_idx" ON "cms"."categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "cms"."categories" USING btree ("created_at");
  CREATE INDEX "categories__status_idx" ON "cms"."categories" USING btree ("_status");
  CREATE INDEX "_categories_v_parent_idx" ON "cms"."_categories_v" USING btree ("parent_id");
  CREATE INDEX "_categories_v_version_version_slug_idx" ON "cms"."_categories_v" USING btree ("version_slug");
  CREATE INDEX "_categories_v_version_version_updated_at_idx" ON "cms"."_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_categories_v_version_version_created_at_idx" ON "cms"."_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_categories_v_version_version__status_idx" ON "cms"."_categories_v" USING btree ("version__status");
  CREATE INDEX "_categories_v_created_at_idx" ON "cms"."_categories_v" USING btree ("created_at");
  CREATE INDEX "_categories_v_updated_at_idx" ON "cms"."_categories_v" USING btree ("updated_at");
  CREATE INDEX "_categories_v_latest_idx" ON "cms"."_categories_v" USING btree ("latest");
  CREATE UNIQUE INDEX "insights_slug_idx" ON "cms"."insights" USING btree ("slug");
  CREATE INDEX "insights_date_idx" ON "cms"."insights" USING btree ("date");
  CREATE INDEX "insights_category_idx" ON "cms"."insights" USING btree ("category_id");
  CREATE INDEX "insights_illustration_illustration_image_idx" ON "cms"."insights" USING btree ("illustration_image_id");
  CREATE INDEX "insights_social_image_idx" ON "cms"."insights" USING btree ("social_image_id");
  CREATE INDEX "insights_updated_at_idx" ON "cms"."insights" USING btree ("updated_at");
  CREATE INDEX "insights_created_at_idx" ON "cms"."insights" USING btree ("created_at");
  CREATE INDEX "insights__status_idx" ON "cms"."insights" USING btree ("_status");
  CREATE INDEX "_insights_v_parent_idx" ON "cms"."_insights_v" USING btree ("parent_id");
  CREATE INDEX "_insights_v_version_version_slug_idx" ON "cms"."_insights_v" USING btree ("version_slug");
  CREATE INDEX "_insights_v_version_version_date_idx" ON "cms"."_insights_v" USING btree ("version_date");
  CREATE INDEX "_insights_v_version_version_category_idx" ON "cms"."_insights_v" USING btree ("version_category_id");
  CREATE INDEX "_insights_v_version_illustration_version_illustration_im_idx" ON "cms"."_insights_v" USING btree ("version_illustration_image_id");
  CREATE INDEX "_insights_v_version_version_social_image_idx" ON "cms"."_insights_v" USING btree ("version_social_image_id");
  CREATE INDEX "_insights_v_version_version_updated_at_idx" ON "cms"."_insights_v" USING btree ("version_updated_at");
  CREATE INDEX "_insights_v_version_version_created_at_idx" ON "cms"."_insights_v" USING btree ("version_created_at");
  CREATE INDEX "_insights_v_version_version__status_idx" ON "cms"."_insights_v" USING btree ("version__status");
  CREATE INDEX "_insights_v_created_at_idx" ON "cms"."_insights_v" USING btree ("created_at");
  CREATE INDEX "_insights_v_updated_at_idx" ON "cms"."_insights_v" USING btree ("updated_at");
  CREATE INDEX "_insights_v_latest_idx" ON "cms"."_insights_v" USING btree ("latest");
  CREATE INDEX "case_studies_services_order_idx" ON "cms"."case_studies_services" USING btree ("order");
  CREATE INDEX "case_studies_services_parent_idx" ON "cms"."case_studies_services" USING btree ("parent_id");
  CREATE INDEX "case_studies_results_order_idx" ON "cms"."case_studies_results" USING btree ("_order");
  CREATE INDEX "case_studies_results_parent_id_idx" ON "cms"."case_studies_results" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "case_studies_slug_idx" ON "cms"."case_studies" USING btree ("slug");
  CREATE INDEX "case_studies_illustration_illustration_image_idx" ON "cms"."case_studies" USING btree ("illustration_image_id");
  CREATE INDEX "case_studies_social_image_idx" ON "cms"."case_studies" USING btree ("social_image_id");
  CREATE INDEX "case_studies_updated_at_idx" ON "cms"."case_studies" USING btree ("updated_at");
  CREATE INDEX "case_studies_created_at_idx" ON "cms"."case_studies" USING btree ("created_at");
  CREATE INDEX "case_studies__status_idx" ON "cms"."case_studies" USING btree ("_status");
  CREATE INDEX "_case_studies_v_version_services_order_idx" ON "cms"."_case_studies_v_version_services" USING btree ("order");
  CREATE INDEX "_case_studies_v_version_services_parent_idx" ON "cms"."_case_studies_v_version_services" USING btree ("parent_id");
  CREATE INDEX "_case_studies_v_version_results_order_idx" ON "cms"."_case_studies_v_version_results" USING btree ("_order");
  CREATE INDEX "_case_studies_v_version_results_parent_id_idx" ON "cms"."_case_studies_v_version_results" USING btree ("_parent_id");
  CREATE INDEX "_case_studies_v_parent_idx" ON "cms"."_case_studies_v" USING btree ("parent_id");
  CREATE INDEX "_case_studies_v_version_version_slug_idx" ON "cms"."_case_studies_v" USING btree ("version_slug");
  CREATE INDEX "_case_studies_v_version_illustration_version_illustratio_idx" ON "cms"."_case_studies_v" USING btree ("version_illustration_image_id");
  CREATE INDEX "_case_studies_v_version_version_social_image_idx" ON "cms"."_case_studies_v" USING btree ("version_social_image_id");
  CREATE INDEX "_case_studies_v_version_version_updated_at_idx" ON "cms"."_case_studies_v" USING btree ("version_updated_at");
  CREATE INDEX "_case_studies_v_version_version_created_at_idx" ON "cms"."_case_studies_v" USING btree ("version_created_at");
  CREATE INDEX "_case_studies_v_version_version__status_idx" ON "cms"."_case_studies_v" USING btree ("version__status");
  CREATE INDEX "_case_studies_v_created_at_idx" ON "cms"."_case_studies_v" USING btree ("created_at");
  CREATE INDEX "_case_studies_v_updated_at_idx" ON "cms"."_case_studies_v" USING btree ("updated_at");
  CREATE INDEX "_case_studies_v_latest_idx" ON "cms"."_case_studies_v" USING btree ("latest");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "cms"."payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "cms"."payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "cms"."payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "cms"."payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "cms"."payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "cms"."payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "cms"."payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "cms"."payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "cms"."payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "cms"."payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "cms"."payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "cms"."payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "cms"."payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "cms"."payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "cms"."payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "cms"."payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "cms"."payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "cms"."payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_services_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("services_id");
  CREATE INDEX "payload_locked_documents_rels_policies_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("policies_id");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("categories_id");
  CREATE INDEX "payload_locked_documents_rels_insights_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("insights_id");
  CREATE INDEX "payload_locked_documents_rels_case_studies_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("case_studies_id");
  CREATE INDEX "payload_preferences_key_idx" ON "cms"."payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "cms"."payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "cms"."payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "cms"."payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "cms"."payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "cms"."payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "cms"."payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "cms"."payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "cms"."payload_migrations" USING btree ("created_at");
  CREATE INDEX "company_office_hours_days_order_idx" ON "cms"."company_office_hours_days" USING btree ("order");
  CREATE INDEX "company_office_hours_days_parent_idx" ON "cms"."company_office_hours_days" USING btree ("parent_id");
  CREATE INDEX "company__status_idx" ON "cms"."company" USING btree ("_status");
  CREATE INDEX "_company_v_version_office_hours_days_order_idx" ON "cms"."_company_v_version_office_hours_days" USING btree ("order");
  CREATE INDEX "_company_v_version_office_hours_days_parent_idx" ON "cms"."_company_v_version_office_hours_days" USING btree ("parent_id");
  CREATE INDEX "_company_v_version_version__status_idx" ON "cms"."_company_v" USING btree ("version__status");
  CREATE INDEX "_company_v_created_at_idx" ON "cms"."_company_v" USING btree ("created_at");
  CREATE INDEX "_company_v_updated_at_idx" ON "cms"."_company_v" USING btree ("updated_at");
  CREATE INDEX "_company_v_latest_idx" ON "cms"."_company_v" USING btree ("latest");
  CREATE INDEX "navigation_main_order_idx" ON "cms"."navigation_main" USING btree ("_order");
  CREATE INDEX "navigation_main_parent_id_idx" ON "cms"."navigation_main" USING btree ("_parent_id");
  CREATE INDEX "navigation_service_columns_services_order_idx" ON "cms"."navigation_service_columns_services" USING btree ("_order");
  CREATE INDEX "navigation_service_columns_services_parent_id_idx" ON "cms"."navigation_service_columns_services" USING btree ("_parent_id");
  CREATE INDEX "navigation_service_columns_order_idx" ON "cms"."navigation_service_columns" USING btree ("_order");
  CREATE INDEX "navigation_service_columns_parent_id_idx" ON "cms"."navigation_service_columns" USING btree ("_parent_id");
  CREATE INDEX "navigation_left_out_order_idx" ON "cms"."navigation_left_out" USING btree ("_order");
  CREATE INDEX "navigation_left_out_parent_id_idx" ON "cms"."navigation_left_out" USING btree ("_parent_id");
  CREATE INDEX "navigation_footer_company_order_idx" ON "cms"."navigation_footer_company" USING btree ("_order");
  CREATE INDEX "navigation_footer_company_parent_id_idx" ON "cms"."navigation_footer_company" USING btree ("_parent_id");
  CREATE INDEX "navigation_footer_solutions_order_idx" ON "cms"."navigation_footer_solutions" USING btree ("_order");
  CREATE INDEX "navigation_footer_solutions_parent_id_idx" ON "cms"."navigation_footer_solutions" USING btree ("_parent_id");
  CREATE INDEX "navigation_footer_legal_order_idx" ON "cms"."navigation_footer_legal" USING btree ("_order");
  CREATE INDEX "navigation_footer_legal_parent_id_idx" ON "cms"."navigation_footer_legal" USING btree ("_parent_id");
  CREATE INDEX "navigation__status_idx" ON "cms"."navigation" USING btree ("_status");
  CREATE INDEX "_navigation_v_version_main_order_idx" ON "cms"."_navigation_v_version_main" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_main_parent_id_idx" ON "cms"."_navigation_v_version_main" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_service_columns_services_order_idx" ON "cms"."_navigation_v_version_service_columns_services" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_service_columns_services_parent_id_idx" ON "cms"."_navigation_v_version_service_columns_services" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_service_columns_order_idx" ON "cms"."_navigation_v_version_service_columns" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_service_columns_parent_id_idx" ON "cms"."_navigation_v_version_service_columns" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_left_out_order_idx" ON "cms"."_navigation_v_version_left_out" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_left_out_parent_id_idx" ON "cms"."_navigation_v_version_left_out" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_footer_company_order_idx" ON "cms"."_navigation_v_version_footer_company" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_footer_company_parent_id_idx" ON "cms"."_navigation_v_version_footer_company" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_footer_solutions_order_idx" ON "cms"."_navigation_v_version_footer_solutions" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_footer_solutions_parent_id_idx" ON "cms"."_navigation_v_version_footer_solutions" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_footer_legal_order_idx" ON "cms"."_navigation_v_version_footer_legal" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_footer_legal_parent_id_idx" ON "cms"."_navigation_v_version_footer_legal" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_version__status_idx" ON "cms"."_navigation_v" USING btree ("version__status");
  CREATE INDEX "_navigation_v_created_at_idx" ON "cms"."_navigation_v" USING btree ("created_at");
  CREATE INDEX "_navigation_v_updated_at_idx" ON "cms"."_navigation_v" USING btree ("updated_at");
  CREATE INDEX "_navigation_v_latest_idx" ON "cms"."_navigation_v" USING btree ("latest");
  CREATE INDEX "chat__status_idx" ON "cms"."chat" USING btree ("_status");
  CREATE INDEX "_chat_v_version_version__status_idx" ON "cms"."_chat_v" USING btree ("version__status");
  CREATE INDEX "_chat_v_created_at_idx" ON "cms"."_chat_v" USING btree ("created_at");
  CREATE INDEX "_chat_v_updated_at_idx" ON "cms"."_chat_v" USING btree ("updated_at");
  CREATE INDEX "_chat_v_latest_idx" ON "cms"."_chat_v" USING btree ("latest");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "cms"."users_sessions" CASCADE;
  DROP TABLE "cms"."users" CASCADE;
  DROP TABLE "cms"."media" CASCADE;
  DROP TABLE "cms"."pages_sections" CASCADE;
  DROP TABLE "cms"."pages_blocks_review_form_questions" CASCADE;
  DROP TABLE "cms"."pages_blocks_review_form" CASCADE;
  DROP TABLE "cms"."pages_blocks_goals_items" CASCADE;
  DROP TABLE "cms"."pages_blocks_goals" CASCADE;
  DROP TABLE "cms"."pages_blocks_analytics_bars" CASCADE;
  DROP TABLE "cms"."pages_blocks_analytics" CASCADE;
  DROP TABLE "cms"."pages_blocks_employee_directory_rows" CASCADE;
  DROP TABLE "cms"."pages_blocks_employee_directory" CASCADE;
  DROP TABLE "cms"."pages_blocks_payroll_run_steps" CASCADE;
  DROP TABLE "cms"."pages_blocks_payroll_run_totals" CASCADE;
  DROP TABLE "cms"."pages_blocks_payroll_run_rows" CASCADE;
  DROP TABLE "cms"."pages_blocks_payroll_run" CASCADE;
  DROP TABLE "cms"."pages_blocks_attendance_weekdays" CASCADE;
  DROP TABLE "cms"."pages_blocks_attendance_legend" CASCADE;
  DROP TABLE "cms"."pages_blocks_attendance" CASCADE;
  DROP TABLE "cms"."pages_blocks_hero_slider_slides" CASCADE;
  DROP TABLE "cms"."pages_blocks_hero_slider" CASCADE;
  DROP TABLE "cms"."about_stats" CASCADE;
  DROP TABLE "cms"."about_values_items_bullets" CASCADE;
  DROP TABLE "cms"."about_values_items" CASCADE;
  DROP TABLE "cms"."about_why_choose_us_items_bullets" CASCADE;
  DROP TABLE "cms"."about_why_choose_us_items" CASCADE;
  DROP TABLE "cms"."about_expertise_items_bullets" CASCADE;
  DROP TABLE "cms"."about_expertise_items" CASCADE;
  DROP TABLE "cms"."about_business_excellence_points" CASCADE;
  DROP TABLE "cms"."about_staffing_items_bullets" CASCADE;
  DROP TABLE "cms"."about_staffing_items" CASCADE;
  DROP TABLE "cms"."about" CASCADE;
  DROP TABLE "cms"."pages_blocks_testimonials_stats" CASCADE;
  DROP TABLE "cms"."pages_blocks_testimonials" CASCADE;
  DROP TABLE "cms"."pages_blocks_page_hero" CASCADE;
  DROP TABLE "cms"."pages_blocks_section_paragraphs" CASCADE;
  DROP TABLE "cms"."pages_blocks_section_items_bullets" CASCADE;
  DROP TABLE "cms"."pages_blocks_section_items" CASCADE;
  DROP TABLE "cms"."pages_blocks_section_stats" CASCADE;
  DROP TABLE "cms"."pages_blocks_section_groups_items" CASCADE;
  DROP TABLE "cms"."pages_blocks_section_groups" CASCADE;
  DROP TABLE "cms"."pages_blocks_section_screens" CASCADE;
  DROP TABLE "cms"."pages_blocks_section" CASCADE;
  DROP TABLE "cms"."pages_blocks_prose_paragraphs" CASCADE;
  DROP TABLE "cms"."pages_blocks_prose" CASCADE;
  DROP TABLE "cms"."pages_blocks_cards_items_bullets" CASCADE;
  DROP TABLE "cms"."pages_blocks_cards_items" CASCADE;
  DROP TABLE "cms"."pages_blocks_cards" CASCADE;
  DROP TABLE "cms"."pages_blocks_steps_items" CASCADE;
  DROP TABLE "cms"."pages_blocks_steps" CASCADE;
  DROP TABLE "cms"."pages_blocks_checklist_items" CASCADE;
  DROP TABLE "cms"."pages_blocks_checklist" CASCADE;
  DROP TABLE "cms"."pages_blocks_stats_items" CASCADE;
  DROP TABLE "cms"."pages_blocks_stats" CASCADE;
  DROP TABLE "cms"."pages_blocks_groups_items_entries" CASCADE;
  DROP TABLE "cms"."pages_blocks_groups_items" CASCADE;
  DROP TABLE "cms"."pages_blocks_groups" CASCADE;
  DROP TABLE "cms"."pages_blocks_cta" CASCADE;
  DROP TABLE "cms"."pages" CASCADE;
  DROP TABLE "cms"."_pages_v_version_sections" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_review_form_questions" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_review_form" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_goals_items" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_goals" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_analytics_bars" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_analytics" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_employee_directory_rows" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_employee_directory" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_payroll_run_steps" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_payroll_run_totals" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_payroll_run_rows" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_payroll_run" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_attendance_weekdays" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_attendance_legend" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_attendance" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_hero_slider_slides" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_hero_slider" CASCADE;
  DROP TABLE "cms"."_about_v_stats" CASCADE;
  DROP TABLE "cms"."_about_v_values_items_bullets" CASCADE;
  DROP TABLE "cms"."_about_v_values_items" CASCADE;
  DROP TABLE "cms"."_about_v_why_choose_us_items_bullets" CASCADE;
  DROP TABLE "cms"."_about_v_why_choose_us_items" CASCADE;
  DROP TABLE "cms"."_about_v_expertise_items_bullets" CASCADE;
  DROP TABLE "cms"."_about_v_expertise_items" CASCADE;
  DROP TABLE "cms"."_about_v_business_excellence_points" CASCADE;
  DROP TABLE "cms"."_about_v_staffing_items_bullets" CASCADE;
  DROP TABLE "cms"."_about_v_staffing_items" CASCADE;
  DROP TABLE "cms"."_about_v" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_testimonials_stats" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_testimonials" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_page_hero" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_section_paragraphs" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_section_items_bullets" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_section_items" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_section_stats" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_section_groups_items" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_section_groups" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_section_screens" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_section" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_prose_paragraphs" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_prose" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_cards_items_bullets" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_cards_items" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_cards" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_steps_items" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_steps" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_checklist_items" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_checklist" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_stats_items" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_stats" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_groups_items_entries" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_groups_items" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_groups" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_cta" CASCADE;
  DROP TABLE "cms"."_pages_v" CASCADE;
  DROP TABLE "cms"."services_blocks_prose_paragraphs" CASCADE;
  DROP TABLE "cms"."services_blocks_prose" CASCADE;
  DROP TABLE "cms"."services_blocks_cards_items_bullets" CASCADE;
  DROP TABLE "cms"."services_blocks_cards_items" CASCADE;
  DROP TABLE "cms"."services_blocks_cards" CASCADE;
  DROP TABLE "cms"."services_blocks_steps_items" CASCADE;
  DROP TABLE "cms"."services_blocks_steps" CASCADE;
  DROP TABLE "cms"."services_blocks_checklist_items" CASCADE;
  DROP TABLE "cms"."services_blocks_checklist" CASCADE;
  DROP TABLE "cms"."services_blocks_stats_items" CASCADE;
  DROP TABLE "cms"."services_blocks_stats" CASCADE;
  DROP TABLE "cms"."services_blocks_groups_items_entries" CASCADE;
  DROP TABLE "cms"."services_blocks_groups_items" CASCADE;
  DROP TABLE "cms"."services_blocks_groups" CASCADE;
  DROP TABLE "cms"."services_why_choose_items_bullets" CASCADE;
  DROP TABLE "cms"."services_why_choose_items" CASCADE;
  DROP TABLE "cms"."services" CASCADE;
  DROP TABLE "cms"."_services_v_blocks_prose_paragraphs" CASCADE;
  DROP TABLE "cms"."_services_v_blocks_prose" CASCADE;
  DROP TABLE "cms"."_services_v_blocks_cards_items_bullets" CASCADE;
  DROP TABLE "cms"."_services_v_blocks_cards_items" CASCADE;
  DROP TABLE "cms"."_services_v_blocks_cards" CASCADE;
  DROP TABLE "cms"."_services_v_blocks_steps_items" CASCADE;
  DROP TABLE "cms"."_services_v_blocks_steps" CASCADE;
  DROP TABLE "cms"."_services_v_blocks_checklist_items" CASCADE;
  DROP TABLE "cms"."_services_v_blocks_checklist" CASCADE;
  DROP TABLE "cms"."_services_v_blocks_stats_items" CASCADE;
  DROP TABLE "cms"."_services_v_blocks_stats" CASCADE;
  DROP TABLE "cms"."_services_v_blocks_groups_items_entries" CASCADE;
  DROP TABLE "cms"."_services_v_blocks_groups_items" CASCADE;
  DROP TABLE "cms"."_services_v_blocks_groups" CASCADE;
  DROP TABLE "cms"."_services_v_version_why_choose_items_bullets" CASCADE;
  DROP TABLE "cms"."_services_v_version_why_choose_items" CASCADE;
  DROP TABLE "cms"."_services_v" CASCADE;
  DROP TABLE "cms"."policies_sections_paragraphs" CASCADE;
  DROP TABLE "cms"."policies_sections_bullets" CASCADE;
  DROP TABLE "cms"."policies_sections_table_columns" CASCADE;
  DROP TABLE "cms"."policies_sections_table_rows_cells" CASCADE;
  DROP TABLE "cms"."policies_sections_table_rows" CASCADE;
  DROP TABLE "cms"."policies_sections" CASCADE;
  DROP TABLE "cms"."policies" CASCADE;
  DROP TABLE "cms"."_policies_v_version_sections_paragraphs" CASCADE;
  DROP TABLE "cms"."_policies_v_version_sections_bullets" CASCADE;
  DROP TABLE "cms"."_policies_v_version_sections_table_columns" CASCADE;
  DROP TABLE "cms"."_policies_v_version_sections_table_rows_cells" CASCADE;
  DROP TABLE "cms"."_policies_v_version_sections_table_rows" CASCADE;
  DROP TABLE "cms"."_policies_v_version_sections" CASCADE;
  DROP TABLE "cms"."_policies_v" CASCADE;
  DROP TABLE "cms"."categories" CASCADE;
  DROP TABLE "cms"."_categories_v" CASCADE;
  DROP TABLE "cms"."insights" CASCADE;
  DROP TABLE "cms"."_insights_v" CASCADE;
  DROP TABLE "cms"."case_studies_services" CASCADE;
  DROP TABLE "cms"."case_studies_results" CASCADE;
  DROP TABLE "cms"."case_studies" CASCADE;
  DROP TABLE "cms"."_case_studies_v_version_services" CASCADE;
  DROP TABLE "cms"."_case_studies_v_version_results" CASCADE;
  DROP TABLE "cms"."_case_studies_v" CASCADE;
  DROP TABLE "cms"."payload_kv" CASCADE;
  DROP TABLE "cms"."payload_jobs_log" CASCADE;
  DROP TABLE "cms"."payload_jobs" CASCADE;
  DROP TABLE "cms"."payload_locked_documents" CASCADE;
  DROP TABLE "cms"."payload_locked_documents_rels" CASCADE;
  DROP TABLE "cms"."payload_preferences" CASCADE;
  DROP TABLE "cms"."payload_preferences_rels" CASCADE;
  DROP TABLE "cms"."payload_migrations" CASCADE;
  DROP TABLE "cms"."company_office_hours_days" CASCADE;
  DROP TABLE "cms"."company" CASCADE;
  DROP TABLE "cms"."_company_v_version_office_hours_days" CASCADE;
  DROP TABLE "cms"."_company_v" CASCADE;
  DROP TABLE "cms"."navigation_main" CASCADE;
  DROP TABLE "cms"."navigation_service_columns_services" CASCADE;
  DROP TABLE "cms"."navigation_service_columns" CASCADE;
  DROP TABLE "cms"."navigation_left_out" CASCADE;
  DROP TABLE "cms"."navigation_footer_company" CASCADE;
  DROP TABLE "cms"."navigation_footer_solutions" CASCADE;
  DROP TABLE "cms"."navigation_footer_legal" CASCADE;
  DROP TABLE "cms"."navigation" CASCADE;
  DROP TABLE "cms"."_navigation_v_version_main" CASCADE;
  DROP TABLE "cms"."_navigation_v_version_service_columns_services" CASCADE;
  DROP TABLE "cms"."_navigation_v_version_service_columns" CASCADE;
  DROP TABLE "cms"."_navigation_v_version_left_out" CASCADE;
  DROP TABLE "cms"."_navigation_v_version_footer_company" CASCADE;
  DROP TABLE "cms"."_navigation_v_version_footer_solutions" CASCADE;
  DROP TABLE "cms"."_navigation_v_version_footer_legal" CASCADE;
  DROP TABLE "cms"."_navigation_v" CASCADE;
  DROP TABLE "cms"."chat" CASCADE;
  DROP TABLE "cms"."_chat_v" CASCADE;
  DROP TABLE "cms"."seed_log" CASCADE;
  DROP TYPE "cms"."enum_users_role";
  DROP TYPE "cms"."enum_pages_blocks_goals_items_status";
  DROP TYPE "cms"."enum_pages_blocks_employee_directory_rows_status";
  DROP TYPE "cms"."enum_pages_blocks_payroll_run_rows_status";
  DROP TYPE "cms"."enum_pages_blocks_attendance_legend_key";
  DROP TYPE "cms"."enum_pages_blocks_hero_slider_slides_image_src";
  DROP TYPE "cms"."enum_about_values_items_icon";
  DROP TYPE "cms"."enum_about_why_choose_us_items_icon";
  DROP TYPE "cms"."enum_about_expertise_items_icon";
  DROP TYPE "cms"."enum_about_staffing_items_icon";
  DROP TYPE "cms"."enum_pages_blocks_section_items_icon";
  DROP TYPE "cms"."enum_pages_blocks_section_groups_icon";
  DROP TYPE "cms"."enum_pages_blocks_section_screens_screen";
  DROP TYPE "cms"."enum_pages_blocks_section_design";
  DROP TYPE "cms"."enum_pages_blocks_prose_art";
  DROP TYPE "cms"."enum_pages_blocks_cards_items_icon";
  DROP TYPE "cms"."enum_pages_blocks_cards_format";
  DROP TYPE "cms"."enum_pages_blocks_groups_items_icon";
  DROP TYPE "cms"."enum_pages_blocks_groups_format";
  DROP TYPE "cms"."enum_pages_change_frequency";
  DROP TYPE "cms"."enum_pages_status";
  DROP TYPE "cms"."enum__pages_v_blocks_goals_items_status";
  DROP TYPE "cms"."enum__pages_v_blocks_employee_directory_rows_status";
  DROP TYPE "cms"."enum__pages_v_blocks_payroll_run_rows_status";
  DROP TYPE "cms"."enum__pages_v_blocks_attendance_legend_key";
  DROP TYPE "cms"."enum__pages_v_blocks_hero_slider_slides_image_src";
  DROP TYPE "cms"."enum__about_v_values_items_icon";
  DROP TYPE "cms"."enum__about_v_why_choose_us_items_icon";
  DROP TYPE "cms"."enum__about_v_expertise_items_icon";
  DROP TYPE "cms"."enum__about_v_staffing_items_icon";
  DROP TYPE "cms"."enum__pages_v_blocks_section_items_icon";
  DROP TYPE "cms"."enum__pages_v_blocks_section_groups_icon";
  DROP TYPE "cms"."enum__pages_v_blocks_section_screens_screen";
  DROP TYPE "cms"."enum__pages_v_blocks_section_design";
  DROP TYPE "cms"."enum__pages_v_blocks_prose_art";
  DROP TYPE "cms"."enum__pages_v_blocks_cards_items_icon";
  DROP TYPE "cms"."enum__pages_v_blocks_cards_format";
  DROP TYPE "cms"."enum__pages_v_blocks_groups_items_icon";
  DROP TYPE "cms"."enum__pages_v_blocks_groups_format";
  DROP TYPE "cms"."enum__pages_v_version_change_frequency";
  DROP TYPE "cms"."enum__pages_v_version_status";
  DROP TYPE "cms"."enum_services_blocks_prose_art";
  DROP TYPE "cms"."enum_services_blocks_cards_items_icon";
  DROP TYPE "cms"."enum_services_blocks_cards_format";
  DROP TYPE "cms"."enum_services_blocks_groups_items_icon";
  DROP TYPE "cms"."enum_services_blocks_groups_format";
  DROP TYPE "cms"."enum_services_why_choose_items_icon";
  DROP TYPE "cms"."enum_services_category";
  DROP TYPE "cms"."enum_services_icon";
  DROP TYPE "cms"."enum_services_enquiry_name";
  DROP TYPE "cms"."enum_services_status";
  DROP TYPE "cms"."enum__services_v_blocks_prose_art";
  DROP TYPE "cms"."enum__services_v_blocks_cards_items_icon";
  DROP TYPE "cms"."enum__services_v_blocks_cards_format";
  DROP TYPE "cms"."enum__services_v_blocks_groups_items_icon";
  DROP TYPE "cms"."enum__services_v_blocks_groups_format";
  DROP TYPE "cms"."enum__services_v_version_why_choose_items_icon";
  DROP TYPE "cms"."enum__services_v_version_category";
  DROP TYPE "cms"."enum__services_v_version_icon";
  DROP TYPE "cms"."enum__services_v_version_enquiry_name";
  DROP TYPE "cms"."enum__services_v_version_status";
  DROP TYPE "cms"."enum_policies_status";
  DROP TYPE "cms"."enum__policies_v_version_status";
  DROP TYPE "cms"."enum_categories_status";
  DROP TYPE "cms"."enum__categories_v_version_status";
  DROP TYPE "cms"."enum_insights_illustration_artwork";
  DROP TYPE "cms"."enum_insights_status";
  DROP TYPE "cms"."enum__insights_v_version_illustration_artwork";
  DROP TYPE "cms"."enum__insights_v_version_status";
  DROP TYPE "cms"."enum_case_studies_services";
  DROP TYPE "cms"."enum_case_studies_industry";
  DROP TYPE "cms"."enum_case_studies_illustration_artwork";
  DROP TYPE "cms"."enum_case_studies_status";
  DROP TYPE "cms"."enum__case_studies_v_version_services";
  DROP TYPE "cms"."enum__case_studies_v_version_industry";
  DROP TYPE "cms"."enum__case_studies_v_version_illustration_artwork";
  DROP TYPE "cms"."enum__case_studies_v_version_status";
  DROP TYPE "cms"."enum_payload_jobs_log_task_slug";
  DROP TYPE "cms"."enum_payload_jobs_log_state";
  DROP TYPE "cms"."enum_payload_jobs_task_slug";
  DROP TYPE "cms"."enum_company_office_hours_days";
  DROP TYPE "cms"."enum_company_status";
  DROP TYPE "cms"."enum__company_v_version_office_hours_days";
  DROP TYPE "cms"."enum__company_v_version_status";
  DROP TYPE "cms"."enum_navigation_main_submenu";
  DROP TYPE "cms"."enum_navigation_service_columns_category";
  DROP TYPE "cms"."enum_navigation_status";
  DROP TYPE "cms"."enum__navigation_v_version_main_submenu";
  DROP TYPE "cms"."enum__navigation_v_version_service_columns_category";
  DROP TYPE "cms"."enum__navigation_v_version_status";
  DROP TYPE "cms"."enum_chat_status";
  DROP TYPE "cms"."enum__chat_v_version_status";`)
}
