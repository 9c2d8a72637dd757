000000000013ab60 <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF>:
  13ab60:	push   %rbp
  13ab61:	mov    %rsp,%rbp
  13ab64:	push   %r15
  13ab66:	push   %r14
  13ab68:	push   %r13
  13ab6a:	push   %rbx
  13ab6b:	sub    $0x2c0,%rsp
  13ab72:	mov    %rdi,%r14
  13ab75:	mov    %fs:0x28,%rax
  13ab7e:	mov    %rax,-0x28(%rbp)
  13ab82:	cmpb   $0x10,0x78(%r13)
  13ab87:	jne    13abe1 <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x81>
  13ab89:	mov    0x80(%r13),%r10
  13ab90:	mov    0x88(%r13),%rbx
  13ab97:	mov    %rbx,0xb8(%r13)
  13ab9e:	cmpb   $0x0,0xd1(%r13)
  13aba6:	je     13ac7d <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x11d>
  13abac:	mov    %rbx,-0x2e0(%rbp)
  13abb3:	mov    %r10,%rbx
  13abb6:	lea    -0x2d8(%rbp),%r15
  13abbd:	mov    %r15,%rdi
  13abc0:	call   13ff10 <$s7GraphQL6ParserV13advanceSlowly33_5F1CB7B7FA81144C3EDC740CBC75032ALLyyAA0A7QLErrorVYKF>
  13abc5:	test   %r12,%r12
  13abc8:	je     13ace8 <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x188>
  13abce:	movups -0x2d0(%rbp),%xmm0
  13abd5:	movups -0x2c0(%rbp),%xmm1
  13abdc:	jmp    13ac62 <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x102>
  13abe1:	lea    -0x260(%rbp),%rbx
  13abe8:	mov    $0x231,%edx
  13abed:	mov    %rbx,%rdi
  13abf0:	mov    %r13,%rsi
  13abf3:	call   48d90 <memcpy@plt>
  13abf8:	lea    -0x288(%rbp),%r15
  13abff:	mov    %r15,%rax
  13ac02:	mov    $0x10,%edi
  13ac07:	mov    %rbx,%r13
  13ac0a:	call   1403c0 <$s7GraphQL6ParserV8expectedyAA0A7QLErrorVAA9TokenKindOF>
  13ac0f:	mov    -0x268(%rbp),%rax
  13ac16:	mov    %rax,-0x290(%rbp)
  13ac1d:	movups -0x288(%rbp),%xmm0
  13ac24:	movups -0x278(%rbp),%xmm1
  13ac2b:	movaps %xmm1,-0x2a0(%rbp)
  13ac32:	movaps %xmm0,-0x2b0(%rbp)
  13ac39:	call   66b50 <$s7GraphQL0A7QLErrorVACs5ErrorAAWl>
  13ac3e:	lea    0x28adcb(%rip),%rsi        # 3c5a10 <$s7GraphQL0A7QLErrorVN>
  13ac45:	lea    -0x2b0(%rbp),%rdi
  13ac4c:	mov    %rax,%rdx
  13ac4f:	call   48e80 <swift_willThrowTypedImpl@plt>
  13ac54:	movups -0x280(%rbp),%xmm0
  13ac5b:	movups -0x270(%rbp),%xmm1
  13ac62:	mov    (%r15),%rax
  13ac65:	mov    $0x1,%r12d
  13ac6b:	mov    %rax,(%r14)
  13ac6e:	movups %xmm0,0x8(%r14)
  13ac73:	movups %xmm1,0x18(%r14)
  13ac78:	jmp    13aeef <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x38f>
  13ac7d:	mov    0x28(%r13),%rcx
  13ac81:	mov    0x30(%r13),%rdi
  13ac85:	mov    $0x1,%al
  13ac87:	cmp    %rcx,%rdi
  13ac8a:	jge    13acc0 <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x160>
  13ac8c:	mov    0x20(%r13),%rdx
  13ac90:	movabs $0x100100002600,%r8
  13ac9a:	nopw   0x0(%rax,%rax,1)
  13aca0:	movzbl (%rdx,%rdi,1),%esi
  13aca4:	cmp    $0x3f,%rsi
  13aca8:	ja     13ad7b <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x21b>
  13acae:	bt     %rsi,%r8
  13acb2:	jae    13ad7b <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x21b>
  13acb8:	inc    %rdi
  13acbb:	cmp    %rdi,%rcx
  13acbe:	jne    13aca0 <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x140>
  13acc0:	mov    %rcx,%rdi
  13acc3:	mov    %rcx,0x30(%r13)
  13acc7:	mov    $0xffffffff,%r8d
  13accd:	mov    %al,0x78(%r13)
  13acd1:	mov    %rdi,0x80(%r13)
  13acd8:	mov    %rcx,0x88(%r13)
  13acdf:	mov    %r8d,0x90(%r13)
  13ace6:	jmp    13acf2 <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x192>
  13ace8:	mov    %rbx,%r10
  13aceb:	mov    -0x2e0(%rbp),%rbx
  13acf2:	movzbl 0x50(%r13),%eax
  13acf7:	mov    0x20(%r13),%rdi
  13acfb:	add    %r10,%rdi
  13acfe:	mov    %rbx,%rsi
  13ad01:	sub    %r10,%rsi
  13ad04:	cmp    $0x10,%rsi
  13ad08:	setl   %cl
  13ad0b:	test   %al,%cl
  13ad0d:	je     13ad29 <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x1c9>
  13ad0f:	lea    0x10(%r10),%rax
  13ad13:	cmp    %rax,0x28(%r13)
  13ad17:	jge    13ad4c <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x1ec>
  13ad19:	mov    %r12,%r14
  13ad1c:	mov    %rbx,%r15
  13ad1f:	mov    %r10,%rbx
  13ad22:	call   4b770 <$s7GraphQL11ASCIIStringO9smallBits33_7042AF2E9152EFDA235564DA81C3742CLL_5counts6UInt64V_AHtSPys5UInt8VGSg_SitFZTf4nnd_n>
  13ad27:	jmp    13ad3e <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x1de>
  13ad29:	mov    0x58(%r13),%rdx
  13ad2d:	movzbl %al,%ecx
  13ad30:	mov    %r12,%r14
  13ad33:	mov    %rbx,%r15
  13ad36:	mov    %r10,%rbx
  13ad39:	call   10f7a0 <$s7GraphQL5LexerV8longText031_F8876F330EEC8341B43309A13B5EE5K0LL_5count9nameCache15useSmallStringsSSSPys5UInt8VG_SiAA04NameO0VSgSbtFZTf4nnnnd_n>
  13ad3e:	mov    %rbx,%r10
  13ad41:	mov    %r15,%rbx
  13ad44:	mov    %r14,%r12
  13ad47:	jmp    13aee5 <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x385>
  13ad4c:	mov    (%rdi),%r8
  13ad4f:	mov    0x8(%rdi),%rdx
  13ad53:	lea    0x0(,%rsi,8),%rcx
  13ad5b:	cmp    $0x7,%rsi
  13ad5f:	jle    13ae67 <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x307>
  13ad65:	cmp    $0x8,%rsi
  13ad69:	jne    13aeb4 <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x354>
  13ad6f:	mov    $0xffffffffffffffff,%rax
  13ad76:	jmp    13ae80 <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x320>
  13ad7b:	mov    %esi,%eax
  13ad7d:	or     $0x20,%al
  13ad7f:	add    $0x9f,%al
  13ad81:	cmp    $0x1a,%al
  13ad83:	jae    13ae84 <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x324>
  13ad89:	lea    0x1(%rdi),%rsi
  13ad8d:	test   %rdx,%rdx
  13ad90:	je     13af65 <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x405>
  13ad96:	mov    %r10,-0x2e0(%rbp)
  13ad9d:	movabs $0x2020202020202020,%rax
  13ada7:	movabs $0x8080808080808080,%r9
  13adb1:	data16 data16 data16 data16 data16 cs nopw 0x0(%rax,%rax,1)
  13adc0:	lea    0x8(%rsi),%r14
  13adc4:	cmp    %r14,%rcx
  13adc7:	jl     13af5e <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x3fe>
  13adcd:	mov    (%rdx,%rsi,1),%rsi
  13add1:	mov    %rsi,%r10
  13add4:	movabs $0x7f7f7f7f7f7f7f7f,%r8
  13adde:	and    %r8,%r10
  13ade1:	mov    %r10,%r11
  13ade4:	or     %rax,%r11
  13ade7:	movabs $0xe0e0e0e0e0e0e0e0,%r15
  13adf1:	sub    %r11,%r15
  13adf4:	movabs $0x505050505050505,%r8
  13adfe:	add    %r8,%r11
  13ae01:	or     %r15,%r11
  13ae04:	movabs $0xafafafafafafafaf,%r15
  13ae0e:	sub    %r10,%r15
  13ae11:	movabs $0x4646464646464646,%r8
  13ae1b:	add    %r10,%r8
  13ae1e:	or     %r15,%r8
  13ae21:	movabs $0xdededededededede,%r15
  13ae2b:	sub    %r10,%r15
  13ae2e:	add    %rax,%r10
  13ae31:	or     %r15,%r10
  13ae34:	and    %r8,%r10
  13ae37:	and    %r11,%r10
  13ae3a:	or     %rsi,%r10
  13ae3d:	mov    %r14,%rsi
  13ae40:	and    %r9,%r10
  13ae43:	je     13adc0 <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x260>
  13ae49:	tzcnt  %r10,%rax
  13ae4e:	shr    $0x3,%eax
  13ae51:	lea    (%rax,%r14,1),%rcx
  13ae55:	add    $0xfffffffffffffff8,%rcx
  13ae59:	mov    $0x10,%al
  13ae5b:	mov    -0x2e0(%rbp),%r10
  13ae62:	jmp    13acc3 <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x163>
  13ae67:	and    $0x38,%cl
  13ae6a:	mov    $0xffffffffffffffff,%rax
  13ae71:	shl    %cl,%rax
  13ae74:	test   %rsi,%rsi
  13ae77:	js     13afde <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x47e>
  13ae7d:	not    %rax
  13ae80:	xor    %edi,%edi
  13ae82:	jmp    13aecb <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x36b>
  13ae84:	cmp    $0x5e,%esi
  13ae87:	jg     13af15 <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x3b5>
  13ae8d:	add    $0xffffffdc,%esi
  13ae90:	cmp    $0x16,%esi
  13ae93:	ja     13af30 <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x3d0>
  13ae99:	lea    0x2c0b08(%rip),%rax        # 3fb9a8 <$s7GraphQL32OverlappingFieldsCanBeMergedRuleVMn+0x14e0>
  13aea0:	movslq (%rax,%rsi,4),%rcx
  13aea4:	add    %rax,%rcx
  13aea7:	jmp    *%rcx
  13aea9:	lea    0x1(%rdi),%rcx
  13aead:	mov    $0x3,%al
  13aeaf:	jmp    13acc3 <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x163>
  13aeb4:	and    $0x38,%cl
  13aeb7:	mov    $0xffffffffffffffff,%rax
  13aebe:	mov    $0xffffffffffffffff,%rdi
  13aec5:	shl    %cl,%rdi
  13aec8:	not    %rdi
  13aecb:	and    %r8,%rax
  13aece:	and    %rdx,%rdi
  13aed1:	shl    $0x38,%rsi
  13aed5:	or     %rdi,%rsi
  13aed8:	movabs $0xe000000000000000,%rdx
  13aee2:	or     %rsi,%rdx
  13aee5:	mov    %r10d,%ecx
  13aee8:	shl    $0x20,%rbx
  13aeec:	or     %rcx,%rbx
  13aeef:	mov    %fs:0x28,%rcx
  13aef8:	cmp    -0x28(%rbp),%rcx
  13aefc:	jne    13afe0 <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x480>
  13af02:	mov    %rbx,%rcx
  13af05:	add    $0x2c0,%rsp
  13af0c:	pop    %rbx
  13af0d:	pop    %r13
  13af0f:	pop    %r14
  13af11:	pop    %r15
  13af13:	pop    %rbp
  13af14:	ret
  13af15:	cmp    $0x7d,%esi
  13af18:	je     13afc8 <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x468>
  13af1e:	cmp    $0x7b,%esi
  13af21:	je     13afd3 <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x473>
  13af27:	cmp    $0x5f,%esi
  13af2a:	je     13ad89 <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x229>
  13af30:	mov    %r10,-0x2e0(%rbp)
  13af37:	lea    -0x2d8(%rbp),%r15
  13af3e:	mov    %r15,%rsi
  13af41:	call   10c000 <$s7GraphQL5LexerV8nextSlow031_F8876F330EEC8341B43309A13B5EE5K0LL4fromAA5TokenVSi_tAA0A7QLErrorVYKF>
  13af46:	test   %r12,%r12
  13af49:	jne    13abce <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x6e>
  13af4f:	mov    %rdx,%rdi
  13af52:	mov    -0x2e0(%rbp),%r10
  13af59:	jmp    13accd <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x16d>
  13af5e:	mov    -0x2e0(%rbp),%r10
  13af65:	mov    $0x10,%al
  13af67:	cmp    %rcx,%rsi
  13af6a:	jl     13af7c <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x41c>
  13af6c:	jmp    13af9f <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x43f>
  13af6e:	xchg   %ax,%ax
  13af70:	inc    %rsi
  13af73:	cmp    %rsi,%rcx
  13af76:	je     13acc3 <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x163>
  13af7c:	movzbl (%rdx,%rsi,1),%r8d
  13af81:	lea    -0x30(%r8),%r9d
  13af85:	cmp    $0xa,%r9b
  13af89:	jb     13af70 <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x410>
  13af8b:	cmp    $0x5f,%r8b
  13af8f:	je     13af70 <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x410>
  13af91:	or     $0x20,%r8b
  13af95:	add    $0x9f,%r8b
  13af99:	cmp    $0x19,%r8b
  13af9d:	jbe    13af70 <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x410>
  13af9f:	mov    %rsi,%rcx
  13afa2:	jmp    13acc3 <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x163>
  13afa7:	lea    0x1(%rdi),%rcx
  13afab:	mov    $0x6,%al
  13afad:	jmp    13acc3 <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x163>
  13afb2:	lea    0x1(%rdi),%rcx
  13afb6:	mov    $0x8,%al
  13afb8:	jmp    13acc3 <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x163>
  13afbd:	lea    0x1(%rdi),%rcx
  13afc1:	mov    $0x5,%al
  13afc3:	jmp    13acc3 <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x163>
  13afc8:	lea    0x1(%rdi),%rcx
  13afcc:	mov    $0xf,%al
  13afce:	jmp    13acc3 <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x163>
  13afd3:	lea    0x1(%rdi),%rcx
  13afd7:	mov    $0xd,%al
  13afd9:	jmp    13acc3 <$s7GraphQL6ParserV9parseNameAA0E0VyAA0A7QLErrorVYKF+0x163>
  13afde:	ud2
  13afe0:	call   49610 <__stack_chk_fail@plt>
  13afe5:	data16 cs nopw 0x0(%rax,%rax,1)

